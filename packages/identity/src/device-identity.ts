import type { BusinessUnit } from '@591/config';
import { deviceKind } from '@591/tracking';
import { usesHubFrame } from './browser-kind.ts';
import { fingerprintLocalId } from './fingerprint-id.ts';
import { connectHub } from './hub-client.ts';
import { oneIdFromQuery, readOneIdCookie, resetOneIdOnce, storeOneId } from './one-id-cookie.ts';
import { exchangeOneId, type OneIdRequest } from './one-id-request.ts';

export interface DeviceIdentityOptions {
  /** A member's id: the stored one id is not reused, so the service can link the member. */
  uid?: number;
  /** 591 (this site, the default) or 100 (the renovation brand). */
  bu?: BusinessUnit;
  phone?: string;
}

/**
 * Through the hub: its local id is the same on every subdomain, and it makes the exchange.
 * null when the hub cannot be reached, so the caller can fall back.
 */
async function oneIdThroughHub(request: Omit<OneIdRequest, 'localId'>): Promise<string | null> {
  const hub = connectHub();
  try {
    const localId = await hub.getLocalId().catch(() => null);
    if (!localId) return null;
    return await hub.getOneId({ ...request, localId });
  } finally {
    hub.close();
  }
}

async function oneIdFromFingerprint(request: Omit<OneIdRequest, 'localId'>) {
  return exchangeOneId({ ...request, localId: await fingerprintLocalId() });
}

/**
 * The device's one id, as the specification orders it: a valid __one_id__ query parameter
 * wins and is stored; otherwise the stored cookie, unless a member id is given; otherwise a
 * local id (the hub frame in Chrome and Edge away from Apple systems, else a fingerprint)
 * exchanged at the identity service and stored for a year on the parent domain. Runs in
 * the top window only: a page shown in a frame leaves it to the page around it.
 */
export async function requestDeviceIdentity({
  uid,
  bu = 591,
  phone,
}: DeviceIdentityOptions = {}): Promise<string | null> {
  if (typeof window === 'undefined' || window.top !== window) return null;
  const userAgent = navigator.userAgent;
  try {
    resetOneIdOnce(userAgent, localStorage, bu);
  } catch {
    // No local storage: nothing to reset against.
  }
  const fromQuery = oneIdFromQuery(window.location.search);
  if (fromQuery) {
    storeOneId(fromQuery, bu);
    return fromQuery;
  }
  const stored = readOneIdCookie();
  if (stored && !uid) return stored;

  const request = { device: deviceKind(userAgent), uid, bu, phone };
  try {
    const oneId =
      (usesHubFrame(userAgent) ? await oneIdThroughHub(request) : null) ??
      (await oneIdFromFingerprint(request));
    if (!oneId) return null;
    storeOneId(oneId, bu);
    return oneId;
  } catch {
    return null;
  }
}
