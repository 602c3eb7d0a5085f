import { fetchOneId } from '@591/api-client';
import { ONE_ID_COOKIE, oneIdCookieDomain } from '@591/config';
import Cookies from 'js-cookie';
import { deviceKind } from './device.ts';

const LOCAL_ID_COOKIE = '__local_id__';

/** Cookies shared by every subdomain of the site: www. and rent. see the same device. */
function setSiteCookie(name: string, value: string) {
  Cookies.set(name, value, {
    expires: ONE_ID_COOKIE.days,
    path: ONE_ID_COOKIE.path,
    domain: oneIdCookieDomain(591),
  });
}

function localId(): string {
  const existing = Cookies.get(LOCAL_ID_COOKIE);
  if (existing) return existing;
  const created = crypto.randomUUID().replaceAll('-', '');
  setSiteCookie(LOCAL_ID_COOKIE, created);
  return created;
}

/**
 * The device's one id: the stored cookie when there is one, otherwise a browser-local id
 * exchanged for one at the identity service and stored for a year on the parent domain.
 * A failed exchange leaves no cookie, so the next page view tries again.
 */
export async function requestDeviceIdentity(): Promise<string | null> {
  const stored = Cookies.get(ONE_ID_COOKIE.name);
  if (stored) return stored;
  try {
    const response = await fetchOneId({
      local_id: localId(),
      local_type: 'cookie_id',
      device: deviceKind(),
    });
    const oneId = response.data?.one_id;
    if (!oneId) return null;
    setSiteCookie(ONE_ID_COOKIE.name, oneId);
    return oneId;
  } catch {
    return null;
  }
}
