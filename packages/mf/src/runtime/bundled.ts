/**
 * The platform API without federation: the header bundled into the app. Builds made with
 * FEDERATION=off use it in place of ./index.ts, to measure what federation costs a page.
 */
export { Footer as FederatedFooter, Header as FederatedHeader } from '@591/header';

export function connectPlatform(): void {}
