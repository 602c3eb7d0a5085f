import { PUSH_SYNC_HELPER_PATH } from './push-sync.ts';

/** The one-id hub on www.: a frame every subdomain asks for the browser's local id. */
export const ONE_ID_HUB_PATH = '/hub/one-id';

/**
 * The pages on www. that the site's other subdomains open in hidden frames: tiny static
 * pages of their own, never the shell app, and framable only by the site itself.
 */
export const FRAMED_PAGE_PATHS: readonly string[] = [
  ONE_ID_HUB_PATH,
  new URL(PUSH_SYNC_HELPER_PATH, 'https://www').pathname,
];
