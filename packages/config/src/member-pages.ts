import { currentSite, originOf, type Site } from './hosts.ts';
import { isSiteOrigin } from './site-origins.ts';

/** The member app's pages a link elsewhere on the site leads to. */
export type MemberPage = 'login' | 'register' | 'forgot-password' | 'logout' | 'center';

/** The query parameter naming the page to return to after a member page. */
export const RETURN_PARAM = 'redirect';

/**
 * A member page on user.<domain>, carrying the page to come back to afterwards. The member
 * centre is where the member goes, not a detour, so it carries none.
 */
export function memberPageUrl(page: MemberPage, returnTo?: string, userOrigin = originOf('user')) {
  const url = `${userOrigin}/${page}`;
  if (!returnTo || page === 'center') return url;
  return `${url}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

/**
 * Where 登出 posts: the API ends the session, then sends the browser back to `returnTo` (a
 * page of the site) or www. A POST, so no image or link on another site can log anyone out.
 */
export function logoutActionUrl(returnTo?: string, apiOrigin = originOf('api')) {
  const url = `${apiOrigin}/logout`;
  return returnTo ? `${url}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : url;
}

/**
 * The page a member page may send the visitor back to: only a page of the site itself, on
 * the scheme and port in use. Anything else is refused (null): an open redirect would lend
 * the site's name to phishing.
 */
export function ownSiteUrl(target: string | null | undefined, site: Site = currentSite()) {
  if (!target) return null;
  try {
    const url = new URL(target);
    return isSiteOrigin(url.origin, site) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * What a link to a member page should bring the visitor back to from `pageUrl`: that page
 * (if it is the site's), or on a member page the page it was itself asked to return to (never a loop of log-ins).
 */
export function returnTargetOf(
  pageUrl: string,
  userOrigin = originOf('user'),
  site: Site = currentSite(),
): string | undefined {
  const url = new URL(pageUrl);
  if (url.origin !== userOrigin) return ownSiteUrl(url.href, site) ?? undefined;
  return ownSiteUrl(url.searchParams.get(RETURN_PARAM), site) ?? undefined;
}

/**
 * The specification's posting entry on www (index.php?module=house&action=postFirst): it leads
 * to the member app's posting form, asking a visitor to log in first.
 */
export function postFirstUrl(type: 'rent' | 'sale', wwwOrigin = originOf('www')): string {
  return `${wwwOrigin}/index.php?module=house&action=postFirst&type=${type}`;
}
