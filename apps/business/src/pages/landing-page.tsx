import { businessCirclesOf, minWidthQuery, REGIONS } from '@591/config';
import { Link } from '@591/react-router';
import { MemberGreeting, useRegionInUse } from '@591/ui';
import { categoryGroups } from '../landing/category-links.ts';
import { LandingSearch } from '../landing/landing-search.tsx';
import { NewestListings } from '../landing/newest-listings.tsx';

const CSS = `
.business-landing__hero{padding:24px 0 28px;background:linear-gradient(135deg,#fff4e8,#ffe1c2)}
.business-landing__hero-inner,.business-landing__body{max-width:1200px;margin:0 auto;padding:0 16px}
.business-landing__hero h1{margin:0;font-size:26px;line-height:1.3}
.business-landing__lead{margin:6px 0 0;color:#444;font-size:15px}
.business-landing__member{margin:12px 0 0;color:#555}
.business-landing__body{padding-bottom:48px}
.business-landing__body h2{margin:24px 0 12px;font-size:19px}
.business-landing__groups{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px;margin:0;padding:0;list-style:none}
.business-landing__group{padding:12px;border:1px solid #eee;border-radius:8px;background:#fff}
.business-landing__group h3{margin:0 0 8px;font-size:16px;color:#8a3d00}
.business-landing__group ul{display:grid;gap:4px;margin:0;padding:0;list-style:none}
.business-landing__group a{display:inline-flex;align-items:center;min-height:32px;color:#222;text-decoration:none}
.business-landing__group a:hover{color:#b35000;text-decoration:underline}
.business-landing__chips{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.business-landing__chips a{display:inline-block;padding:4px 12px;border:1px solid #ddd;border-radius:16px;color:#333;text-decoration:none;font-size:14px;background:#fff}
.business-landing__chips a:hover{border-color:#b35000;color:#b35000}
.business-landing__chips a[aria-current]{border-color:#b35000;background:#fff4e8;color:#8a3d00;font-weight:700}
@media ${minWidthQuery('md')}{
.business-landing__hero{padding:40px 0 48px}
.business-landing__hero h1{font-size:34px}
.business-landing__groups{grid-template-columns:repeat(4,minmax(0,1fr))}
}
`;

/** The business section's front door: search, the menu's entries, circles, the newest listings. */
export function Component() {
  const region = useRegionInUse();
  const circles = businessCirclesOf(region.id);
  return (
    <div className="business-landing">
      <style href="@591/business/landing" precedence="default">
        {CSS}
      </style>
      <section className="business-landing__hero">
        <div className="business-landing__hero-inner">
          <h1>店面・辦公・廠房</h1>
          <p className="business-landing__lead">
            全台店面、辦公室、住辦與廠房出租出售，店面頂讓一次找齊。
          </p>
          <LandingSearch regionId={region.id} />
          <div className="business-landing__member">
            <MemberGreeting />
          </div>
        </div>
      </section>
      <div className="business-landing__body">
        <nav aria-labelledby="business-categories">
          <h2 id="business-categories">找{region.name}商用不動產</h2>
          <ul className="business-landing__groups">
            {categoryGroups(region.id).map((group) => (
              <li className="business-landing__group" key={group.id}>
                <h3>{group.title}</h3>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.label}>
                      {link.external ? (
                        <a href={link.to}>{link.label}</a>
                      ) : (
                        <Link to={link.to}>{link.label}</Link>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        {circles.length > 0 && (
          <nav aria-labelledby="business-circles">
            <h2 id="business-circles">{region.name}熱門商圈</h2>
            <ul className="business-landing__chips">
              {circles.map((circle) => (
                <li key={circle.id}>
                  <Link to={`list?type=1&region=${region.id}&circle=${circle.id}`}>
                    {circle.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-labelledby="business-regions">
          <h2 id="business-regions">選擇地區</h2>
          <ul className="business-landing__chips">
            {REGIONS.map((item) => (
              <li key={item.id}>
                <Link
                  to={{ search: `?region=${item.id}` }}
                  aria-current={item.id === region.id ? 'true' : undefined}
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewestListings regionId={region.id} regionName={region.name} />
      </div>
    </div>
  );
}
