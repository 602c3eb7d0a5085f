import { SISTER_BRANDS } from './sister-brands.ts';
import { SITE_DOMAIN } from './site-domain.ts';

const YEAR_IN_DAYS = 365;

/** The device's one id, shared by every subdomain of the product that set it (its bu). */
export const ONE_ID_COOKIE = { name: '__one_id__', days: YEAR_IN_DAYS, path: '/' } as const;

/** The visitor's region: desktop pages keep it under another name than touch pages do. */
export const REGION_COOKIE = {
  desktopName: 'urlJumpIp',
  touchName: 'regionCookieId',
  defaultRegionId: 1,
  days: YEAR_IN_DAYS,
} as const;

/**
 * A member's session, set by the API (httpOnly) on the site's parent domain. The render
 * service knows a visitor has one by its name: their pages are rendered for them afresh.
 */
export const SESSION_COOKIE = 'member_session';

/** The random device id the recommendation report carries as deviceid. */
export const DEVICE_COOKIE = { name: 'deviceid', days: YEAR_IN_DAYS, path: '/' } as const;

export function regionCookieName(device: 'pc' | 'touch'): string {
  return device === 'pc' ? REGION_COOKIE.desktopName : REGION_COOKIE.touchName;
}

/** bu 591 is this site; bu 100 is the renovation brand, which shares the identity service. */
export type BusinessUnit = 591 | 100;

export function oneIdCookieDomain(
  bu: BusinessUnit = 591,
  siteDomain: string = SITE_DOMAIN,
): string {
  return bu === 100 ? `.${SISTER_BRANDS.renovation.domain}` : `.${siteDomain}`;
}
