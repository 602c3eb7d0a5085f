import { regionById } from '@591/config';
import { Link } from '@591/react-router';
import { MemberGreeting, useRegionInUse } from '@591/ui';
import { NewestListings } from '../landing/newest-listings.tsx';
import { POPULAR_REGIONS, quickSearches } from '../landing/quick-links.ts';
import { SearchBox } from '../landing/search-box.tsx';

const CSS = `
.rent-landing__hero{background:linear-gradient(135deg,#fff4e8,#ffe2c2);padding:32px 0}
.rent-landing__hero-inner,.rent-landing__body{max-width:1200px;margin:0 auto;padding:0 16px}
.rent-landing__hero h1{margin:0;font-size:32px}
.rent-landing__hero p{margin:4px 0 0;color:#444}
.rent-landing__body{padding-top:8px;padding-bottom:48px}
.rent-landing__body h2{font-size:20px;margin:24px 0 12px}
.rent-landing__links{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.rent-landing__links a{display:inline-block;padding:6px 14px;border:1px solid #ddd;border-radius:18px;color:#333;text-decoration:none;font-size:14px}
.rent-landing__links a:hover{border-color:#b35000;color:#8a3d00}
.rent-landing__member{margin:16px 0 0;color:#555}
`;

/** The rent section's front door: search, quick searches, popular cities, the newest rentals. */
export function Component() {
  const region = useRegionInUse();
  const { ways, prices } = quickSearches(region.id);
  return (
    <div className="rent-landing">
      <style href="@591/rent/landing" precedence="default">
        {CSS}
      </style>
      <section className="rent-landing__hero">
        <div className="rent-landing__hero-inner">
          <h1>租屋</h1>
          <p>全台出租物件每日更新：整層住家、套房、雅房，房東直租一次找齊。</p>
          <SearchBox regionId={region.id} />
          <div className="rent-landing__member">
            <MemberGreeting />
          </div>
        </div>
      </section>
      <div className="rent-landing__body">
        <nav aria-labelledby="rent-quick">
          <h2 id="rent-quick">{region.name}快速找房</h2>
          <ul className="rent-landing__links">
            {ways.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <h2>依租金</h2>
          <ul className="rent-landing__links">
            {prices.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="rent-popular">
          <h2 id="rent-popular">熱門地區</h2>
          <ul className="rent-landing__links">
            {POPULAR_REGIONS.map((id) => (
              <li key={id}>
                <Link to={`list?region=${id}`}>{regionById(id)!.name}租屋</Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewestListings regionId={region.id} regionName={region.name} />
      </div>
    </div>
  );
}
