import { createSite, originOf, type Site, SUBDOMAINS } from '@591/config';
import type { ApiEnv } from './env.ts';

/** What the API needs to know about the public site it serves. */
export interface SiteConfig {
  site: Site;
  /** Exact origins allowed to call the API with credentials: the bare domain and every subdomain. */
  allowedOrigins: ReadonlySet<string>;
  /** Parent domain for cookies, so www., rent., user. and the API share the session. */
  cookieDomain: string;
  /** Secure cookies everywhere except a site served over local http. */
  secureCookies: boolean;
  /** Absolute base of links the API hands out (photos), as visitors reach it. */
  apiOrigin: string;
  wwwOrigin: string;
}

export function siteConfig(
  env: Pick<ApiEnv, 'siteDomain' | 'siteProtocol' | 'sitePort'>,
): SiteConfig {
  const site = createSite(env.siteDomain, { protocol: env.siteProtocol, port: env.sitePort });
  const port = site.port ? `:${site.port}` : '';
  const bare = `${site.protocol}//${site.domain}${port}`;
  return {
    site,
    allowedOrigins: new Set([bare, ...SUBDOMAINS.map((sub) => originOf(sub, site))]),
    cookieDomain: `.${site.domain}`,
    secureCookies: site.protocol === 'https:',
    apiOrigin: originOf('api', site),
    wwwOrigin: originOf('www', site),
  };
}
