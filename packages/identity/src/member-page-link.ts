import { type MemberPage, memberPageUrl, returnTargetOf } from '@591/config';
import {
  createContext,
  type SyntheticEvent,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';

/**
 * The address of the page being rendered, where there is no window to ask: the server render
 * provides it, so member links in the server's HTML already bring the visitor back (a visitor
 * who clicks before the scripts run, or has none, returns to the page too).
 */
export const PageUrlContext = createContext<string | null>(null);

/**
 * Props for a link to a member page (log in, register, log out) that brings the visitor
 * back to the page they were on: the page's address as rendered (the server's, or the
 * browser's at hydration, which are the same page), then the page in use again when the link
 * is pointed at or clicked, since in-app navigations move on.
 */
export function useMemberPageLink(page: MemberPage, userOrigin?: string) {
  const renderedUrl = useContext(PageUrlContext);
  const linkFrom = useCallback(
    (pageUrl: string | null) =>
      memberPageUrl(page, pageUrl ? returnTargetOf(pageUrl, userOrigin) : undefined, userOrigin),
    [page, userOrigin],
  );
  const [href, setHref] = useState(() =>
    linkFrom(renderedUrl ?? (typeof window === 'undefined' ? null : window.location.href)),
  );
  const refresh = useCallback(
    (event?: SyntheticEvent<HTMLAnchorElement>) => {
      const next = linkFrom(window.location.href);
      // Set on the element too: a click follows the href it has when the event ends.
      if (event) event.currentTarget.href = next;
      setHref(next);
    },
    [linkFrom],
  );
  useEffect(() => refresh(), [refresh]);
  return { href, onClick: refresh, onFocus: refresh, onPointerEnter: refresh };
}
