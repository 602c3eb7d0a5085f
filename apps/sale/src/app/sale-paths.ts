import { useLocation } from '@591/react-router';

/**
 * The sale section's base path: /sale on www, nothing on sale.<domain>, where the host rule
 * removes the prefix. Read from the current path, so it is the same on the server and in the
 * browser.
 */
export function saleBase(pathname: string): '' | '/sale' {
  return pathname === '/sale' || pathname.startsWith('/sale/') ? '/sale' : '';
}

/** A sale page's path on the current host: '' is the landing, 'house-pk' the comparison. */
export function salePath(pathname: string, page: string): string {
  const base = saleBase(pathname);
  return page ? `${base}/${page}` : base || '/';
}

export function useSalePath(): (page: string) => string {
  const { pathname } = useLocation();
  return (page) => salePath(pathname, page);
}
