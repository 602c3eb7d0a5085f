import { originOf, ownSiteUrl, RETURN_PARAM } from '@591/config';
import { useNavigate } from '@591/react-router';
import { useCallback } from 'react';

/** The member centre, where a member goes when no page of the site asked for them. */
export const centerUrl = () => `${originOf('user')}/center`;

/**
 * Where a member goes after logging in or registering: the page that sent them, when it is
 * one of the site's own, else the member centre.
 */
export function returnUrlOf(search: URLSearchParams): string {
  return ownSiteUrl(search.get(RETURN_PARAM)) ?? centerUrl();
}

/** Goes to a page of the site: by the router on this host, by a page load on another app's. */
export function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = new URL(url);
      if (target.origin !== window.location.origin) {
        window.location.assign(target.href);
        return;
      }
      void navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });
    },
    [navigate],
  );
}
