import { createHash } from 'node:crypto';

/**
 * The security headers of the site's responses. A CDN or each app's render service sends
 * them in production; the gateway stands in for both here, so the e2e suite runs with them.
 */

export interface SiteLocation {
  domain: string;
  publicLocation: { protocol: string; port: string };
  /** The maps' tile server if the deploy names one (scheme and host, `*` for {s}); else null. */
  mapTileSource: string | null;
}

/** What the page's inline scripts may run with: a per-response nonce, or their hashes. */
export type InlineScripts = { nonce: string } | { html: string };

/** Features the site never uses: no frame or script of anyone else may ask for them. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Third parties the pages talk to: tag manager and analytics, push, error reports. */
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com'];
const THIRD_PARTY_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
  'https://*.googleapis.com',
  'https://*.ingest.sentry.io',
];
const ANALYTICS_IMAGES = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b)[^"'\s>]+/i;

/** sha256 sources of every inline script that runs (not data blocks such as JSON-LD). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Every subdomain of the site and the bare domain, on the scheme and port visitors use. */
function siteSources({ domain, publicLocation }: SiteLocation): string[] {
  const scheme = publicLocation.protocol.replace(/:$/, '');
  const port = publicLocation.port ? `:${publicLocation.port}` : '';
  return [`${scheme}://${domain}${port}`, `${scheme}://*.${domain}${port}`];
}

/** The headers every response of the site carries, pages or not. */
export function commonSecurityHeaders(site: SiteLocation): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(site.publicLocation.protocol.startsWith('https')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * A page's Content-Security-Policy. Scripts: the site's own origins (each subdomain loads
 * the others' federated remote entries) and the inline scripts the page was written with,
 * nothing else inline. Only the hub pages (`framed`) may be framed by the site's subdomains.
 */
export function contentSecurityPolicy(
  site: SiteLocation,
  scripts: InlineScripts,
  { framed = false }: { framed?: boolean } = {},
): string {
  const own = siteSources(site);
  const inline =
    'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : inlineScriptHashes(scripts.html);
  const tiles = site.mapTileSource ? [site.mapTileSource] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...own, ...inline, ...ANALYTICS_SCRIPTS],
    // Components carry their own <style> and React sets style attributes; a section's lazy
    // chunks bring their CSS from its own subdomain when shown on www.
    'style-src': ["'self'", ...own, "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...own, ...tiles, ...ANALYTICS_IMAGES],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...own, ...THIRD_PARTY_CONNECT],
    'frame-src': ["'self'", ...own],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'", ...own],
    'frame-ancestors': framed ? ["'self'", ...own] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Scheme and host of the tile server a deploy names, `{s}` as a wildcard; null by default,
 * when the maps draw the site's own base map and load nothing from elsewhere.
 */
export function mapTileSource(template: string | undefined): string | null {
  const url = template?.trim() || 'none';
  if (url === 'none') return null;
  const match = /^(https?:\/\/[^/]+)/.exec(url.replaceAll('{s}', '*'));
  return match?.[1] ?? null;
}
