import { useMemberPageLink, useUserStore } from '@591/identity';
import { type FavouriteSubject, useFavourite } from './use-favourite.ts';

const CSS = `
.favourite{display:flex;flex-direction:column;gap:4px}
.favourite__button{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:44px;padding:0 16px;border:1px solid #b35000;border-radius:6px;background:#fff;color:#b35000;font:inherit;font-size:16px;text-decoration:none;cursor:pointer}
.favourite__button:hover{background:#fff6ef}
.favourite__button[aria-pressed="true"]{background:#b35000;color:#fff}
.favourite__icon{font-size:18px;line-height:1}
.favourite__error{margin:0;color:#c62828;font-size:14px}
`;

/**
 * Saves a listing or a new-build project for a logged-in member (收藏 / 已收藏, a toggle
 * button); a visitor gets a link to log in instead, which brings them back to this page. The
 * server and the first render in the browser show the visitor's link: who is logged in is
 * known only after the page starts.
 */
export function FavouriteButton({ subject }: { subject: FavouriteSubject }) {
  const isMember = useUserStore((user) => user.isLogin);
  const { collected, error, pending, toggle } = useFavourite(subject, isMember);
  const loginLink = useMemberPageLink('login');
  return (
    <div className="favourite" data-testid="favourite">
      <style href="@591/ui/favourite-button" precedence="default">
        {CSS}
      </style>
      {isMember ? (
        <button
          type="button"
          className="favourite__button"
          aria-pressed={collected}
          aria-busy={pending}
          onClick={toggle}
        >
          <span className="favourite__icon" aria-hidden="true">
            {collected ? '♥' : '♡'}
          </span>
          {collected ? '已收藏' : '收藏'}
        </button>
      ) : (
        <a className="favourite__button" {...loginLink}>
          <span className="favourite__icon" aria-hidden="true">
            ♡
          </span>
          登入後收藏
        </a>
      )}
      {error && (
        <p className="favourite__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
