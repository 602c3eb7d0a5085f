import * as header from '@591/header';
import type { RouteObject } from '@591/react-router';

/**
 * The platform API without federation: the header bundled into the app. Builds made with
 * FEDERATION=off, and every server bundle, use it in place of ./index.ts.
 */
export function connectPlatform(): void {}

export function loadHeader(): Promise<typeof header> {
  return Promise.resolve(header);
}

/**
 * Without federation the sections are builds of their own, not modules this page can load:
 * on www their paths are left to the section's server (a full page load).
 */
export function loadSectionRoutes(section: string): Promise<RouteObject[]> {
  return Promise.reject(
    new Error(`The routes of ${section} are not in a build without federation`),
  );
}
