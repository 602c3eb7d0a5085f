import { regionById } from '@591/config';
import { Link } from '@591/react-router';

/** Searches people start from most; on www every section's pages open in place. */
const POPULAR_SEARCHES = [
  { label: '台北市獨立套房', to: '/rent/list?region=1&kind=2' },
  { label: '新北市整層住家', to: '/rent/list?region=3&kind=1' },
  { label: '台北市房東直租', to: '/rent/list?region=1&shType=host' },
  { label: '台北市屋主自售', to: '/sale?shType=host&regionid=1' },
  { label: '新北市降價好屋', to: '/sale?shType=list&regionid=3&label=1' },
  { label: '桃園市土地', to: '/land/list?type=2&region=6&kind=11' },
  { label: '台北市店面', to: '/business/list?type=1&region=1&kind=5' },
  { label: '台中市辦公室', to: '/business/list?type=1&region=8&kind=6' },
  { label: '桃園市廠房', to: '/business/list?type=1&region=6&kind=7' },
];

/** Where most people look for a home: each city's rentals and homes for sale. */
const POPULAR_CITIES = [1, 3, 6, 8, 15, 17] as const;

const CSS = `
.home-links h2{font-size:20px;margin:32px 0 12px}
.home-links__chips{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.home-links__chips a{display:inline-flex;align-items:center;min-height:36px;padding:0 14px;border:1px solid #ddd;border-radius:18px;color:#333;text-decoration:none;font-size:14px}
.home-links__chips a:hover{border-color:#b35000;color:#8a3d00}
.home-links__cities{display:grid;grid-template-columns:repeat(2,1fr);gap:8px;margin:0;padding:0;list-style:none}
.home-links__cities li{display:flex;flex-direction:column;gap:4px;padding:12px 14px;border:1px solid #eee;border-radius:8px}
.home-links__cities a{display:inline-flex;align-items:center;min-height:32px;color:#333;text-decoration:none;font-size:15px}
.home-links__cities a:hover{color:#8a3d00}
@media (min-width:600px){.home-links__cities{grid-template-columns:repeat(3,1fr)}}
@media (min-width:960px){.home-links__cities{grid-template-columns:repeat(6,1fr)}}
`;

export function PopularLinks() {
  return (
    <div className="home-links">
      <style href="@591/shell/home-links" precedence="default">
        {CSS}
      </style>
      <nav aria-labelledby="home-popular-searches">
        <h2 id="home-popular-searches">熱門搜尋</h2>
        <ul className="home-links__chips">
          {POPULAR_SEARCHES.map((search) => (
            <li key={search.to}>
              <Link to={search.to}>{search.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="home-popular-cities">
        <h2 id="home-popular-cities">熱門城市</h2>
        <ul className="home-links__cities">
          {POPULAR_CITIES.map((id) => {
            const name = regionById(id)!.name;
            return (
              <li key={id}>
                <Link to={`/rent/list?region=${id}`}>{name}租屋</Link>
                <Link to={`/sale?shType=list&regionid=${id}`}>{name}中古屋</Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
