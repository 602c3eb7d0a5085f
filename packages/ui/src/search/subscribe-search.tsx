import { type Section, saveSearch } from '@591/api-client';
import { memberPageUrl } from '@591/config';
import { useUserStore } from '@591/identity';
import { canonicalUrl } from '@591/router';
import { useEffect, useRef, useState } from 'react';

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
  return `${url.pathname}${url.search}`;
}

/**
 * 訂閱此搜尋 on a list page: saves the search on screen (`apiQuery`, as the list asked the API)
 * for a member, who is told of new listings and price drops that match. A visitor logs in
 * first and comes back to the same list with the search saved.
 */
export function SubscribeSearch({ section, apiQuery }: { section: Section; apiQuery: string }) {
  const isMember = useUserStore((user) => user.isLogin);
  const [state, setState] = useState<State>({ status: 'idle' });
  const asked = useRef(false);

  const save = async () => {
    if (state.status === 'saving') return;
    setState({ status: 'saving' });
    const result = await saveSearch({ section, query: apiQuery, listPath: listPathOf(location.href) });
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

  // A new search on the same page starts from the button again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the search changes
  useEffect(() => setState({ status: 'idle' }), [apiQuery]);

  // The way back from logging in carries the request; the page in use is known after start.
  const [loginHref, setLoginHref] = useState(() => memberPageUrl('login'));
  const refreshLogin = () => {
    const back = new URL(location.href);
    back.searchParams.set(SUBSCRIBE_PARAM, '1');
    setLoginHref(memberPageUrl('login', back.href));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's search is what changes
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
          <span aria-hidden="true">🔔</span>
          {state.status === 'saved' ? '已訂閱此搜尋' : '訂閱此搜尋'}
        </button>
      ) : (
        <a
          className="subscribe__button"
          href={loginHref}
          onFocus={refreshLogin}
          onPointerEnter={refreshLogin}
        >
          <span aria-hidden="true">🔔</span>
          登入後訂閱此搜尋
        </a>
      )}
      <div aria-live="polite">
        {state.status === 'saved' && (
          <p className="subscribe__note">
            {state.again ? '這個搜尋已經訂閱過了：' : '已訂閱，'}
            符合「{state.name}」的新物件會通知您。
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
