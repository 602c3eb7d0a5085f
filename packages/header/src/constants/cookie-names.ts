/**
 * The region cookies of the specification (section 9), set by the region picker on every
 * subdomain. Kept in the header until @591/config carries the site's cookie names.
 */
export const REGION_COOKIE = {
  pc: 'urlJumpIp',
  touch: 'regionCookieId',
} as const;

export type RegionCookieDevice = keyof typeof REGION_COOKIE;
