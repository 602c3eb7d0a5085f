import { createHostMap, currentSite, type Site } from './hosts.ts';

/**
 * Every origin the site is served from: each subdomain, its debug variant and the bare
 * domain, with the page's own scheme and port.
 */
export function siteOrigins(site: Site = currentSite()): ReadonlySet<string> {
  const port = site.port ? `:${site.port}` : '';
  return new Set([
    ...Object.values(createHostMap(site)),
    ...Object.values(createHostMap(site, { debug: true })),
    `${site.protocol}//${site.domain}${port}`,
  ]);
}

/**
 * Whether a message comes from the site. Exact string comparison against the list: no
 * suffix or pattern test a lookalike host (rent.591.com.tw.evil.com) could pass.
 */
export function isSiteOrigin(origin: string, site?: Site): boolean {
  return siteOrigins(site).has(origin);
}
