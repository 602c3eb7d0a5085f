import { SITE_DOMAIN } from '@591/config';

/**
 * The listings being compared live in a cookie on the site's parent domain: every sale page
 * (sale.<domain> and www/sale) shares them, they survive a reload, and the server reads them
 * to render the comparison.
 */
export const COMPARED_COOKIE = { name: 'sale_house_pk', days: 30 } as const;

/** The comparison holds at most this many listings side by side. */
export const MAX_COMPARED = 4;

const ID = /^[1-9]\d{0,9}$/;

/** Ids from the cookie's text ("12-345"): whole numbers, each once, at most four. */
export function parseComparedIds(value: string | null | undefined): number[] {
  const ids = (value ?? '')
    .split('-')
    .filter((part) => ID.test(part))
    .map(Number)
    .filter((id) => id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

/** The cookie's value in a Cookie header (`document.cookie` has the same form). */
export function comparedIdsFromCookies(header: string | null | undefined): number[] {
  for (const pair of (header ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === COMPARED_COOKIE.name) return parseComparedIds(value.join('='));
  }
  return [];
}

/** Where the cookie is written: the parent domain, every path, for a month. */
export function comparedCookieAttributes(domain: string = SITE_DOMAIN) {
  return {
    domain: `.${domain}`,
    path: '/',
    expires: COMPARED_COOKIE.days,
    sameSite: 'Lax' as const,
  };
}

/** The ids compared, for a loader: the browser's cookies, or the request's on the server. */
export function comparedIdsOf(request: Request): number[] {
  return comparedIdsFromCookies(
    typeof document === 'undefined' ? request.headers.get('cookie') : document.cookie,
  );
}
