import { logOut } from '@591/api-client';
import { originOf, ownSiteUrl, RETURN_PARAM } from '@591/config';
import { useUserStore } from '@591/identity';
import { useSearchParams } from '@591/react-router';
import { useEffect, useState } from 'react';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';

/**
 * The header's 登出 link (the specification's {user host}/logout): ends this browser's
 * session, then returns to the page the member was on, or www. Without scripts, the API's
 * own log-out address does the same.
 */
export function Component() {
  const [search] = useSearchParams();
  const target = ownSiteUrl(search.get(RETURN_PARAM)) ?? `${originOf('www')}/`;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void logOut().then((result) => {
      if (!result.ok) return setFailed(true);
      useUserStore.getState().logout();
      window.location.replace(target);
    });
  }, [target]);
  const fallback = `${originOf('api')}/logout?${RETURN_PARAM}=${encodeURIComponent(target)}`;
  return (
    <section className="member-card" aria-labelledby="logout-title" aria-busy={!failed}>
      <style href="@591/user/member-form" precedence="default">
        {MEMBER_FORM_CSS}
      </style>
      <h1 id="logout-title">{failed ? '登出失敗' : '登出中…'}</h1>
      {failed ? (
        <p className="mf__alert" role="alert">
          目前無法登出，請<a href={fallback}>再試一次</a>。
        </p>
      ) : (
        <p className="member-card__lead">
          正在登出，稍後會回到原本的頁面。若沒有自動跳轉，請<a href={fallback}>按這裡登出</a>。
        </p>
      )}
    </section>
  );
}
