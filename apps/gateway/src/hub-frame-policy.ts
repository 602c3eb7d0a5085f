import { FRAMED_PAGE_PATHS } from '@591/config';

/**
 * The shell's hub pages (FRAMED_PAGE_PATHS) are the only pages meant to be framed, and only
 * by the site's own subdomains. A CDN sends this header for those paths; the gateway stands
 * in for it. http sources also match https on the same port (CSP level 3).
 */
export function hubFramePolicy(
  urlPath: string | undefined,
  hostHeader: string | undefined,
  domain: string,
): string | null {
  const pathname = new URL(urlPath ?? '/', 'http://gateway').pathname.replace(/\/+$/, '');
  if (!FRAMED_PAGE_PATHS.includes(pathname)) return null;
  const port = /:(\d+)$/.exec(hostHeader ?? '')?.[1];
  return `frame-ancestors 'self' http://*.${domain}${port ? `:${port}` : ''}`;
}
