import { logoutActionUrl, originOf, ownSiteUrl, RETURN_PARAM } from '@591/config';
import { useSearchParams } from '@591/react-router';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';

/**
 * The specification's {user host}/logout: loading it ends nothing (a link or an image on
 * another site must not log anyone out). Its button posts to the API, which ends this
 * browser's session and returns to the page the member came from, or www.
 */
export function Component() {
  const [search] = useSearchParams();
  const target = ownSiteUrl(search.get(RETURN_PARAM)) ?? `${originOf('www')}/`;
  return (
    <section className="member-card" aria-labelledby="logout-title">
      <style href="@591/user/member-form" precedence="default">
        {MEMBER_FORM_CSS}
      </style>
      <h1 id="logout-title">登出</h1>
      <p className="member-card__lead">確定要登出這個裝置嗎？登出後會回到原本的頁面。</p>
      <form method="post" action={logoutActionUrl(target)}>
        <button type="submit" className="mf__submit">
          確定登出
        </button>
      </form>
    </section>
  );
}
