import { type MemberPage, memberPageUrl, returnTargetOf } from '@591/config';
import { type SyntheticEvent, useCallback, useEffect, useState } from 'react';

/**
 * Props for a link to a member page (log in, register, log out) that brings the visitor
 * back to the page they were on. The server's render and hydration link without a return
 * page (the server does not know the browser's URL); the page in use is set right after,
 * and again when the link is pointed at or clicked, since in-app navigations move on.
 */
export function useMemberPageLink(page: MemberPage, userOrigin?: string) {
  const [href, setHref] = useState(() => memberPageUrl(page, undefined, userOrigin));
  const refresh = useCallback(
    (event?: SyntheticEvent<HTMLAnchorElement>) => {
      const returnTo = returnTargetOf(window.location.href, userOrigin);
      const next = memberPageUrl(page, returnTo, userOrigin);
      // Set on the element too: a click follows the href it has when the event ends.
      if (event) event.currentTarget.href = next;
      setHref(next);
    },
    [page, userOrigin],
  );
  useEffect(() => refresh(), [refresh]);
  return { href, onClick: refresh, onFocus: refresh, onPointerEnter: refresh };
}
