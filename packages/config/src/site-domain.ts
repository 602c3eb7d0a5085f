/**
 * The one place the site's domain is read. Each app's Vite build exposes SITE_DOMAIN
 * (see envPrefix in @591/vite-config); hosts are never hard-coded anywhere else.
 */
const DOMAIN_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export const DEFAULT_SITE_DOMAIN = '591.localhost';

export function parseSiteDomain(value: string | undefined): string {
  const domain = (value ?? '').trim().toLowerCase() || DEFAULT_SITE_DOMAIN;
  if (!DOMAIN_PATTERN.test(domain)) {
    throw new Error(`SITE_DOMAIN must be a host name such as 591.com.tw, got "${value}"`);
  }
  return domain;
}

export const SITE_DOMAIN = parseSiteDomain(import.meta.env?.SITE_DOMAIN);
