/**
 * The one-id hub page (ONE_ID_HUB_PATH): every subdomain opens it in a hidden frame to get
 * the browser's local id from www.'s storage, or a one id for it. Only the site's origins
 * are answered; the CDN (the gateway locally) lets only the site's subdomains frame it.
 */
import { startOneIdHub } from '@591/identity/one-id';

startOneIdHub();
