import { FRAMED_PAGE_PATHS } from '@591/config';

/**
 * The shell's hub pages (FRAMED_PAGE_PATHS) are the only pages meant to be framed, and only
 * by the site's own subdomains; every other page may be framed by its own origin alone.
 */
export function isFramedPage(urlPath: string | undefined): boolean {
  const pathname = new URL(urlPath ?? '/', 'http://gateway').pathname
    .replace(/\/index\.html$/, '')
    .replace(/\/+$/, '');
  return FRAMED_PAGE_PATHS.includes(pathname);
}
