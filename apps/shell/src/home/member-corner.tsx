import { type FavouriteListing, fetchFavourites } from '@591/api-client';
import { formatThousands, listingDetailUrl, memberPageUrl } from '@591/config';
import { useMemberPageLink, useUserStore } from '@591/identity';
import { useEffect, useState } from 'react';

/** The favourites that came down in price shown here, the latest saved first. */
const DROPS_SHOWN = 4;

const CSS = `
.home-member{padding:16px;border-radius:12px;background:#fff;box-shadow:0 4px 20px rgba(0,0,0,.08)}
.home-member h2{margin:0 0 8px;font-size:18px}
.home-member p{margin:0 0 12px;color:#444;font-size:14px;line-height:1.6}
.home-member__actions{display:flex;gap:8px;flex-wrap:wrap}
.home-member__actions a{display:inline-flex;align-items:center;min-height:40px;padding:0 18px;border:1px solid #b35000;border-radius:6px;color:#8a3d00;text-decoration:none;font-weight:700}
.home-member__actions a:first-child{background:#b35000;color:#fff}
.home-member__drops{margin:0 0 12px;padding:0;list-style:none}
.home-member__drops li{display:flex;justify-content:space-between;gap:8px;padding:8px 0;border-bottom:1px solid #eee;font-size:14px}
.home-member__drops a{color:#222;text-decoration:none;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.home-member__drops a:hover{color:#8a3d00}
.home-member__drop{flex:none;color:#2e7d32;white-space:nowrap}
.home-member__more{color:#8a3d00;font-size:14px}
`;

/** What a visitor gets by joining, next to the way in. */
function VisitorInvite() {
  const login = useMemberPageLink('login');
  const register = useMemberPageLink('register');
  return (
    <>
      <h2>加入會員，好房不漏接</h2>
      <p>收藏物件、追蹤降價，儲存搜尋條件後有新物件上架就通知你。</p>
      <div className="home-member__actions">
        <a {...login}>登入會員</a>
        <a {...register}>免費註冊</a>
      </div>
    </>
  );
}

type Drops =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; items: FavouriteListing[] };

/** The member's favourites whose price came down, read after the page is shown. */
function FavouriteDrops() {
  const [drops, setDrops] = useState<Drops>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchFavourites(1, DROPS_SHOWN, { priceDrop: true }).then(
      (page) => current && setDrops({ status: 'done', items: page.items }),
      () => current && setDrops({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <>
      <h2>收藏降價</h2>
      {drops.status === 'loading' && <p aria-busy="true">正在查看你的收藏…</p>}
      {drops.status === 'failed' && <p role="alert">收藏暫時無法載入，請稍後再試。</p>}
      {drops.status === 'done' &&
        (drops.items.length === 0 ? (
          <p role="status">你收藏的物件目前沒有降價，有降價會顯示在這裡。</p>
        ) : (
          <ul className="home-member__drops">
            {drops.items.map((item) => (
              <li key={item.id}>
                <a href={listingDetailUrl(item)}>{item.title}</a>
                <span className="home-member__drop">
                  降{formatThousands(item.priceDrop!)}
                  {item.priceUnit}
                </span>
              </li>
            ))}
          </ul>
        ))}
      <a className="home-member__more" href={memberPageUrl('center')}>
        查看我的收藏
      </a>
    </>
  );
}

/**
 * Above the fold, what is the visitor's own: for a member, their favourites' price drops; for
 * a visitor, what members get and the way in. The server cannot know which, so it renders the
 * visitor's, as does the first render in the browser.
 */
export function MemberCorner() {
  const isLogin = useUserStore((user) => user.isLogin);
  return (
    <section className="home-member" aria-label="會員專區">
      <style href="@591/shell/home-member" precedence="default">
        {CSS}
      </style>
      {isLogin ? <FavouriteDrops /> : <VisitorInvite />}
    </section>
  );
}
