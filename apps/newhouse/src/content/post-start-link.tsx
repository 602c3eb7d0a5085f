import { memberPageUrl, NEW_BUILD_POST_PATH, originOf } from '@591/config';
import { useUserStore } from '@591/identity';

const CSS = `
.post-start-link{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:16px 0}
.post-start-link__button{display:inline-flex;align-items:center;min-height:44px;padding:0 22px;border-radius:22px;background:#b35000;color:#fff!important;font-weight:700;text-decoration:none}
.post-start-link__button:hover{background:#8a3d00}
`;

/**
 * 免費刊登建案's call to action: a member goes straight to the project form on user.<domain>;
 * a visitor logs in (or registers) first and is brought back to it.
 */
export function PostStartLink() {
  const isMember = useUserStore((user) => user.isLogin);
  const form = `${originOf('user')}${NEW_BUILD_POST_PATH}`;
  return (
    <div className="post-start-link" data-testid="post-start">
      <style href="@591/newhouse/post-start-link" precedence="default">
        {CSS}
      </style>
      {isMember ? (
        <a className="post-start-link__button" href={form}>
          開始刊登建案
        </a>
      ) : (
        <>
          <a className="post-start-link__button" href={memberPageUrl('login', form)}>
            登入後刊登建案
          </a>
          <a href={memberPageUrl('register', form)}>還不是會員？免費註冊</a>
        </>
      )}
    </div>
  );
}
