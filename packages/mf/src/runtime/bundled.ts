import * as header from '@591/header';

/**
 * The platform API without federation: the header bundled into the app. Builds made with
 * FEDERATION=off, and every server bundle, use it in place of ./index.ts.
 */
export function connectPlatform(): void {}

export function loadHeader(): Promise<typeof header> {
  return Promise.resolve(header);
}
