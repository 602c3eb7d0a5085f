import type { HostMapOptions } from './debug-hosts.ts';
import { originOf, type Site, type Subdomain } from './hosts.ts';

/**
 * Notification permission belongs to one origin, so each product subdomain asks for its own.
 * Before prompting, a page asks these seven, through the helper page on the main site, and
 * stays quiet when any has already been granted: the visitor already gets pushes.
 */
export const PUSH_SYNC_SUBDOMAINS = [
  'www',
  'sale',
  'rent',
  'newhouse',
  'market',
  'business',
  'land',
] as const satisfies readonly Subdomain[];

export const PUSH_SYNC_HELPER_PATH = '/home/index/localStorage?type=syncNotification';

export function pushSyncHelperUrl(site?: Site, options: HostMapOptions = {}): string {
  return `${originOf('www', site, options)}${PUSH_SYNC_HELPER_PATH}`;
}

/** The origins whose replies count, in the order they are awaited. */
export function pushSyncOrigins(site?: Site, options: HostMapOptions = {}): string[] {
  return PUSH_SYNC_SUBDOMAINS.map((sub) => originOf(sub, site, options));
}
