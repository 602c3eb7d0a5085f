import { currentSite, originOf, type Site, siteOrigins } from '@591/config';

export function homeUrl(site: Site = currentSite()): string {
  return `${originOf('www', site)}/`;
}

/**
 * Where a notification click may go: an absolute URL on one of the site's own origins, with
 * no user name or password in it; anything else opens the home page. The test is exact
 * origin equality after the browser's own parsing, so lookalike hosts, `//evil`, `/\evil`,
 * `javascript:` and `data:` URLs never pass.
 */
export function safeLinkUrl(raw: unknown, site: Site = currentSite()): string {
  if (typeof raw !== 'string') return homeUrl(site);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return homeUrl(site);
  }
  if (url.username || url.password || !siteOrigins(site).has(url.origin)) return homeUrl(site);
  return url.href;
}
