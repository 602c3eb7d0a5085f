import { type HostMapOptions, hostLabel } from './debug-hosts.ts';
import { SITE_DOMAIN } from './site-domain.ts';

/** Every subdomain of the product, in the order of the specification's host map. */
export const SUBDOMAINS = [
  'www',
  'sale',
  'rent',
  'newhouse',
  'market',
  'business',
  'land',
  'news',
  'home',
  'activity',
  'mortgage',
  'store',
  'user',
  'user-newhouse',
  'imp',
  'upscale',
  'admin',
  'm',
  'bbs',
  'help',
  'bff',
  'api',
  'statistics',
  'im',
  'im-client',
] as const;

export type Subdomain = (typeof SUBDOMAINS)[number];

/** Where the site is served: the domain plus the scheme and port the visitor is using. */
export interface Site {
  domain: string;
  protocol: 'http:' | 'https:';
  /** Empty for the scheme's default port. */
  port: string;
}

export type HostMap = Record<Subdomain, string>;

export function createSite(domain: string, location?: { protocol: string; port: string }): Site {
  return {
    domain,
    protocol: location?.protocol === 'http:' ? 'http:' : 'https:',
    port: location?.port ?? '',
  };
}

type SiteLocation = { protocol: string; port: string };

let serverLocation: SiteLocation | undefined;

/**
 * The scheme and port visitors use, for code that runs outside a browser: the render service
 * sets it once at start, so links it renders match the ones the browser would make.
 */
export function setServerLocation(location: SiteLocation | undefined): void {
  serverLocation = location;
}

/** The site as seen from the current page; on the server, as set, else https on the default port. */
export function currentSite(): Site {
  const { location } = globalThis as { location?: SiteLocation };
  return createSite(SITE_DOMAIN, location ?? serverLocation);
}

export function originOf(
  subdomain: Subdomain,
  site: Site = currentSite(),
  options: HostMapOptions = {},
): string {
  const port = site.port ? `:${site.port}` : '';
  return `${site.protocol}//${hostLabel(subdomain, options)}.${site.domain}${port}`;
}

/**
 * Origins of every subdomain, e.g. hosts.rent === 'https://rent.591.com.tw', or with
 * { debug: true } the debug variant, hosts.rent === 'https://rent-debug.591.com.tw'.
 */
export function createHostMap(site: Site = currentSite(), options: HostMapOptions = {}): HostMap {
  return Object.fromEntries(
    SUBDOMAINS.map((sub) => [sub, originOf(sub, site, options)]),
  ) as HostMap;
}

/** The subdomain a host name belongs to, '' for the bare domain, null for a foreign host. */
export function subdomainOfHost(hostname: string, domain: string = SITE_DOMAIN): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === domain) return '';
  if (!host.endsWith(`.${domain}`)) return null;
  return host.slice(0, -(domain.length + 1));
}
