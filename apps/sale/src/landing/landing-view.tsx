import {
  FORECLOSURE_KIND,
  listingKindName,
  minWidthQuery,
  REGIONS,
  regionById,
  SALE_LABELS,
  type SaleLabelId,
} from '@591/config';
import { Link } from '@591/react-router';
import { SaleCard } from '@591/ui';
import type { SaleLanding } from '../search/sale-page-data.ts';
import { type ListMode, listQuery } from '../search/sale-search.ts';
import { LandingSearch } from './landing-search.tsx';

const CSS = `
.sale-landing__hero{padding:24px 0 28px;background:linear-gradient(135deg,#fff4e8,#ffe1c2)}
.sale-landing__hero-inner,.sale-landing__section{max-width:1200px;margin:0 auto;padding:0 16px}
.sale-landing__hero h1{margin:0;font-size:26px;line-height:1.3;color:#222}
.sale-landing__lead{margin:6px 0 0;color:#444;font-size:15px}
.sale-landing__section{padding-top:20px}
.sale-landing__section h2{margin:0 0 10px;font-size:19px}
.sale-landing__chips{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.sale-landing__chips a{display:inline-block;padding:4px 12px;border:1px solid #ddd;border-radius:16px;color:#333;text-decoration:none;font-size:14px;background:#fff}
.sale-landing__chips a:hover{border-color:#b35000;color:#b35000}
.sale-landing__chips a[aria-current]{border-color:#b35000;background:#fff4e8;color:#8a3d00;font-weight:700}
.sale-landing__quick{display:grid;grid-template-columns:repeat(2,1fr);gap:8px;margin:0;padding:0;list-style:none}
.sale-landing__quick a{display:block;min-height:44px;padding:10px 12px;border:1px solid #eee;border-radius:8px;background:#fff;color:#222;text-decoration:none}
.sale-landing__quick a:hover{border-color:#b35000}
.sale-landing__quick strong{display:block;font-size:16px;color:#8a3d00}
.sale-landing__quick span{font-size:13px;color:#555}
.sale-landing__newest{margin:0;padding:0;list-style:none}
.sale-landing__more{display:inline-block;margin:12px 0 40px;color:#8a3d00}
@media ${minWidthQuery('md')}{
.sale-landing__hero{padding:40px 0 48px}
.sale-landing__hero h1{font-size:34px}
.sale-landing__quick{grid-template-columns:repeat(6,1fr)}
}
`;

interface QuickLink {
  name: string;
  hint: string;
  mode: ListMode;
  filters?: Record<string, string>;
}

const LABEL_HINTS: Record<SaleLabelId, string> = {
  1: '近期調降售價',
  13: '屋主急於出售',
  10: '精選推薦物件',
};

/** The header's sale menu, as shortcuts to the list of the region in use. */
const QUICK_LINKS: QuickLink[] = [
  { name: '中古屋列表', hint: '全部出售物件', mode: 'list' },
  { name: '屋主自售', hint: '免仲介，直接找屋主', mode: 'host' },
  ...SALE_LABELS.map(
    (label): QuickLink => ({
      name: label.name,
      hint: LABEL_HINTS[label.id],
      mode: 'list',
      filters: { label: String(label.id) },
    }),
  ),
  {
    name: listingKindName(FORECLOSURE_KIND)!,
    hint: '法院拍賣物件',
    mode: 'list',
    filters: { kind: String(FORECLOSURE_KIND) },
  },
];

/** The sale landing: search, region, the sale menu's shortcuts, price bands and what is new. */
export function LandingView({ data, regionId }: { data: SaleLanding; regionId: number }) {
  const region = regionById(regionId)!;
  const newestPlace = data.regionId === null ? '全台' : region.name;
  return (
    <div className="sale-landing">
      <style href="@591/sale/landing" precedence="default">
        {CSS}
      </style>
      <section className="sale-landing__hero" aria-labelledby="sale-landing-title">
        <div className="sale-landing__hero-inner">
          <h1 id="sale-landing-title">中古屋・買屋</h1>
          <p className="sale-landing__lead">
            全台中古屋、屋主自售與法拍屋，依總價、單價、坪數與屋齡找到適合的家。
          </p>
          <LandingSearch regionId={regionId} />
        </div>
      </section>

      <section className="sale-landing__section" aria-labelledby="sale-landing-regions">
        <h2 id="sale-landing-regions">選擇地區</h2>
        <ul className="sale-landing__chips">
          {REGIONS.map((item) => (
            <li key={item.id}>
              <Link
                to={{ search: `?regionid=${item.id}` }}
                aria-current={item.id === regionId ? 'true' : undefined}
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="sale-landing__section" aria-labelledby="sale-landing-quick">
        <h2 id="sale-landing-quick">找{region.name}中古屋</h2>
        <ul className="sale-landing__quick">
          {QUICK_LINKS.map((link) => (
            <li key={link.name}>
              <Link to={{ search: `?${listQuery(link.mode, regionId, link.filters)}` }}>
                <strong>{link.name}</strong>
                <span>{link.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="sale-landing__section" aria-labelledby="sale-landing-prices">
        <h2 id="sale-landing-prices">{region.name}依總價找屋</h2>
        <ul className="sale-landing__chips">
          {data.filters.price.map((band) => (
            <li key={band.id}>
              <Link to={{ search: `?${listQuery('list', regionId, { price: String(band.id) })}` }}>
                {band.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="sale-landing__section" aria-labelledby="newest-listings">
        <h2 id="newest-listings">{newestPlace}最新上架</h2>
        {data.newest.items.length === 0 ? (
          <p role="status">目前沒有新上架的物件，請稍後再來看看。</p>
        ) : (
          <ol className="sale-landing__newest">
            {data.newest.items.map((listing, index) => (
              <li key={listing.id}>
                <SaleCard listing={listing} eager={index === 0} />
              </li>
            ))}
          </ol>
        )}
        <Link className="sale-landing__more" to={{ search: `?${listQuery('list', regionId)}` }}>
          看{region.name}全部中古屋
        </Link>
      </section>
    </div>
  );
}
