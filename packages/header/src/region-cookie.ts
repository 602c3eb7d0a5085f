import { parseRegionId, REGION_COOKIE, regionCookieName, SITE_DOMAIN } from '@591/config';
import { deviceKind } from '@591/identity';
import Cookies from 'js-cookie';

export type RegionCookieDevice = 'pc' | 'touch';

/**
 * Which region cookie applies. The user agent decides first; a coarse primary pointer also
 * counts as touch, since an iPad asking for the desktop site sends a desktop user agent.
 */
export function regionCookieDevice(
  userAgent: string = globalThis.navigator?.userAgent ?? '',
  coarsePointer: boolean = globalThis.matchMedia?.('(pointer: coarse)').matches ?? false,
): RegionCookieDevice {
  return deviceKind(userAgent) === 'touch' || coarsePointer ? 'touch' : 'pc';
}

/** The visitor's region from the device's cookie; the default region when unset or invalid. */
export function readRegionCookie(device: RegionCookieDevice = regionCookieDevice()): number {
  return parseRegionId(Cookies.get(regionCookieName(device)));
}

/** Remembers the region a visitor chose, for every subdomain's links and searches. */
export function writeRegionCookie(
  regionId: number,
  device: RegionCookieDevice = regionCookieDevice(),
): void {
  Cookies.set(regionCookieName(device), String(regionId), {
    expires: REGION_COOKIE.days,
    path: '/',
    domain: `.${SITE_DOMAIN}`,
  });
}
