import { markSearchSeen, type SavedSearchSection, saveSearch } from '@591/api-client';
import { memberPageUrl, SAVED_SEARCH_PARAM } from '@591/config';
import { useUserStore } from '@591/identity';
import { canonicalUrl } from '@591/router';
import { useEffect, useRef, useState } from 'react';
import { useNewSinceVisit } from './new-since-visit.ts';

/** The list URL a visitor comes back to after logging in, asking for the search to be saved. */
export const SUBSCRIBE_PARAM = 'subscribe';

const CSS = `
.subscribe{display:inline-flex;flex-wrap:wrap;align-items:center;gap:8px}
.subscribe__button{display:inline-flex;align-items:center;gap:4px;min-height:36px;padding:0 14px;border:1px solid #b35000;border-radius:18px;background:#fff;color:#8a3d00;font:inherit;font-size:14px;text-decoration:none;cursor:pointer}
.subscribe__button:hover{background:#fff6ef}
.subscribe__button[aria-disabled="true"]{cursor:default}
.subscribe__note{margin:0;font-size:14px;color:#2e7d32}
.subscribe__note a{color:#8a3d00}
.subscribe__error{margin:0;font-size:14px;color:#c62828}
`;

/** Drawn rather than an emoji: the same bell on every system, whatever its fonts. */
function BellIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
    </svg>
  );
}

type State =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; name: string; again: boolean }
  | { status: 'refused'; message: string };

/** The page as it stands on the section's own host, without the page number or the request. */
function listPathOf(href: string): string {
  const url = new URL(canonicalUrl(new URL(href)));
  url.searchParams.delete('page');
  url.searchParams.delete(SUBSCRIBE_PARAM);
  url.searchParams.delete(SAVED_SEARCH_PARAM);
  return `${url.pathname}${url.search}`;
}

/**
 * The list opened from 我的訂閱 or 通知中心 as a saved search (`?subscription=id`): the member
 * has now seen it, and the listings new since the last time are marked in the results. The
 * count of them, or null on a list opened any other way.
 */
function useOpenedAsSavedSearch(isMember: boolean): number | null {
  const [newCount, setNewCount] = useState<number | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    const url = new URL(location.href);
    const id = Number(url.searchParams.get(SAVED_SEARCH_PARAM));
    if (!isMember || asked.current || !Number.isSafeInteger(id) || id <= 0) return;
    asked.current = true;
    void markSearchSeen(id).then((result) => {
      if (!result.ok) return;
      useNewSinceVisit.setState({ ids: new Set(result.data.newListingIds) });
      setNewCount(result.data.newListingIds.length);
    });
  }, [isMember]);
  return newCount;
}

/**
 * 訂閱此搜尋 on a list page: saves the search on screen (`apiQuery`, as the list asked the API)
 * for a member, who is told of new listings and price drops that match. A visitor logs in
 * first and comes back to the same list with the search saved.
 */
export function SubscribeSearch({
  section,
  apiQuery,
}: {
  section: SavedSearchSection;
  apiQuery: string;
}) {
  // The new-build list's matches are projects, and its cards carry no 「新」 mark.
  const newhouse = section === 'newhouse';
  const noun = newhouse ? '新建案' : '新物件';
  const isMember = useUserStore((user) => user.isLogin);
  const [state, setState] = useState<State>({ status: 'idle' });
  const asked = useRef(false);

  const save = async () => {
    if (state.status === 'saving') return;
    setState({ status: 'saving' });
    const result = await saveSearch({
      section,
      query: apiQuery,
      listPath: listPathOf(location.href),
    });
    setState(
      result.ok
        ? { status: 'saved', name: result.data.name, again: !result.data.saved }
        : { status: 'refused', message: result.message },
    );
  };

  // Back from logging in with the request in the URL: the search is saved once, and the
  // request leaves the address so a reload does not ask again.
  useEffect(() => {
    const url = new URL(location.href);
    if (!isMember || asked.current || !url.searchParams.has(SUBSCRIBE_PARAM)) return;
    asked.current = true;
    url.searchParams.delete(SUBSCRIBE_PARAM);
    history.replaceState(history.state, '', url);
    void save();
  });

  const newCount = useOpenedAsSavedSearch(isMember);

  // A new search on the same page starts from the button again.
  useEffect(() => setState({ status: 'idle' }), [apiQuery]);

  // The way back from logging in carries the request; the page in use is known after start.
  const [loginHref, setLoginHref] = useState(() => memberPageUrl('login'));
  const refreshLogin = () => {
    const back = new URL(location.href);
    back.searchParams.set(SUBSCRIBE_PARAM, '1');
    setLoginHref(memberPageUrl('login', back.href));
  };
  useEffect(refreshLogin, [apiQuery]);

  return (
    <div className="subscribe" data-testid="subscribe-search">
      <style href="@591/ui/subscribe-search" precedence="default">
        {CSS}
      </style>
      {isMember ? (
        <button
          type="button"
          className="subscribe__button"
          aria-disabled={state.status === 'saving' || undefined}
          onClick={() => void save()}
        >
          <BellIcon />
          {state.status === 'saved' ? '已訂閱此搜尋' : '訂閱此搜尋'}
        </button>
      ) : (
        <a
          className="subscribe__button"
          href={loginHref}
          onFocus={refreshLogin}
          onPointerEnter={refreshLogin}
        >
          <BellIcon />
          登入後訂閱此搜尋
        </a>
      )}
      <div aria-live="polite">
        {newCount !== null && (
          <p className="subscribe__note">
            {newCount > 0
              ? `自上次查看後有 ${newCount} 個${noun}${newhouse ? '' : '，已標示「新」'}`
              : `自上次查看後沒有${noun}`}
          </p>
        )}
        {state.status === 'saved' && (
          <p className="subscribe__note">
            {state.again ? '這個搜尋已經訂閱過了：' : '已訂閱，'}
            符合「{state.name}」的{noun}會通知您。
            <a href={`${memberPageUrl('center')}/subscriptions`}>管理我的訂閱</a>
          </p>
        )}
        {state.status === 'refused' && (
          <p className="subscribe__error" role="alert">
            {state.message}
          </p>
        )}
      </div>
    </div>
  );
}
