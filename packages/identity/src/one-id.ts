/**
 * @591/identity/one-id: the hub and one-id pieces for the pages that need them (the hub page,
 * sister products). Kept out of the package's entry, which every page loads first.
 */
export { isChromium, usesHubFrame } from './browser-kind.ts';
export { FINGERPRINT_PREFIX, fingerprintLocalId } from './fingerprint-id.ts';
export {
  BROWSER_ONLY,
  connectHub,
  GET_ONE_ID_FAILED,
  HUB_CONNECT_FAILED,
  type HubClient,
} from './hub-client.ts';
export { HUB_CHANNEL, hubUrl, ONE_ID_HUB_PATH } from './hub-protocol.ts';
export { startOneIdHub } from './hub-server.ts';
export { ONE_ID_PARAM, oneIdFromQuery } from './one-id-cookie.ts';
export {
  exchangeOneId,
  MISSING_DEVICE,
  MISSING_LOCAL_ID,
  type OneIdRequest,
} from './one-id-request.ts';
