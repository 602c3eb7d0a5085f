import { type BusinessUnit, ONE_ID_COOKIE, oneIdCookieDomain } from '@591/config';
import Cookies from 'js-cookie';
import { isChromium } from './browser-kind.ts';

/** The query parameter that hands a page its one id, e.g. from a sister product's link. */
export const ONE_ID_PARAM = '__one_id__';

/** One ids are 32 lowercase hex digits; anything else in the query is ignored. */
const ONE_ID_FORMAT = /^[0-9a-f]{32}$/;

export function oneIdFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get(ONE_ID_PARAM);
  return value !== null && ONE_ID_FORMAT.test(value) ? value : null;
}

export function readOneIdCookie(): string | undefined {
  return Cookies.get(ONE_ID_COOKIE.name) || undefined;
}

/** A year on the parent domain of the business unit, so each of its subdomains reuses it. */
export function storeOneId(oneId: string, bu: BusinessUnit = 591): void {
  Cookies.set(ONE_ID_COOKIE.name, oneId, {
    expires: ONE_ID_COOKIE.days,
    path: ONE_ID_COOKIE.path,
    domain: oneIdCookieDomain(bu),
  });
}

export const ONE_ID_RESET_FLAG = '__one_id_reset__';

/**
 * Once per browser, a browser other than Chromium drops the one id it holds: those browsers
 * never use the hub, so an id they got before is replaced by the fingerprint-based one they
 * get from now on. The flag in local storage makes it happen once.
 */
export function resetOneIdOnce(
  userAgent: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  bu: BusinessUnit = 591,
): boolean {
  if (isChromium(userAgent)) return false;
  try {
    if (storage.getItem(ONE_ID_RESET_FLAG)) return false;
    storage.setItem(ONE_ID_RESET_FLAG, '1');
  } catch {
    // Storage that refuses writes would otherwise reset the id on every page view.
    return false;
  }
  Cookies.remove(ONE_ID_COOKIE.name, { path: ONE_ID_COOKIE.path, domain: oneIdCookieDomain(bu) });
  return true;
}
