import { formatThousands, minWidthQuery } from '@591/config';
import { Link, useSearchParams } from '@591/react-router';
import { inRegion, NewBuildCard, RegionPicker } from '@591/ui';
import type { LandingData } from '../projects/project-data.ts';

const CSS = `
.newhouse-home{max-width:1200px;margin:0 auto;padding:16px 16px 48px}
.newhouse-home__hero{display:grid;gap:12px;padding:20px 16px;border-radius:10px;background:#faf3ec}
.newhouse-home__hero h1{margin:0;font-size:24px}
.newhouse-home__search{display:flex;flex-wrap:wrap;gap:8px}
.newhouse-home__search input{flex:1 1 14em;min-height:44px;padding:0 12px;border:1px solid #949494;border-radius:6px;font:inherit}
.newhouse-home__search select{min-height:44px;padding:0 8px;border:1px solid #949494;border-radius:6px;font:inherit;background:#fff}
.newhouse-home__search button{min-height:44px;padding:0 20px;border:0;border-radius:6px;background:#8a3d00;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.newhouse-home__counts{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.newhouse-home__counts a{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 14px;border-radius:22px;background:#fff;color:#333;text-decoration:none}
.newhouse-home__counts strong{color:#8a3d00}
.newhouse-home__section{margin:28px 0 0}
.newhouse-home__section h2{margin:0 0 4px;font-size:20px}
.newhouse-home__list{list-style:none;margin:0;padding:0}
.newhouse-home__more{display:inline-flex;align-items:center;min-height:44px;color:#8a3d00}
.newhouse-home__districts{display:flex;flex-wrap:wrap;gap:4px 12px;margin:8px 0 0;padding:0;list-style:none}
.newhouse-home__districts a{display:inline-flex;align-items:center;min-height:36px;color:#333}
@media ${minWidthQuery('md')}{.newhouse-home__hero{padding:28px 32px}.newhouse-home__hero h1{font-size:28px}}
`;

/**
 * 新建案's front page for a region: a search that works before the script runs (a GET form to
 * the list), how many pre-sale, completed and metro projects there are, the newest public sales
 * and the metro projects, and the districts to browse by.
 */
export function Component({ data }: { data: LandingData }) {
  const { overview, region } = data;
  const [params] = useSearchParams();
  const list = (query = '') => `/list?regionid=${region.id}${query}`;
  return (
    <div className="newhouse-home">
      <style href="@591/newhouse/home" precedence="default">
        {CSS}
      </style>
      <section className="newhouse-home__hero" aria-labelledby="newhouse-title">
        <h1 id="newhouse-title">{region.name}新建案</h1>
        <RegionPicker
          regionId={region.id}
          regionName={region.name}
          searchFor={(regionId) => inRegion(params, regionId)}
        />
        <search>
          <form className="newhouse-home__search" method="get" action="/list">
            <input type="hidden" name="regionid" value={region.id} />
            <select name="build_type" defaultValue="" aria-label="建案類型">
              <option value="">全部建案</option>
              <option value="1">預售屋</option>
              <option value="2">新成屋</option>
            </select>
            <input
              type="search"
              name="keyword"
              maxLength={50}
              placeholder="輸入建案名稱、建設公司或路名"
              aria-label="關鍵字"
            />
            <button type="submit">搜尋建案</button>
          </form>
        </search>
        <ul className="newhouse-home__counts" aria-label="建案數">
          <li>
            <Link to={list('&build_type=1')}>
              預售屋 <strong>{formatThousands(overview.presaleCount)}</strong> 個
            </Link>
          </li>
          <li>
            <Link to={list('&build_type=2')}>
              新成屋 <strong>{formatThousands(overview.completedCount)}</strong> 個
            </Link>
          </li>
          {overview.metroCount > 0 && (
            <li>
              <Link to={list('&type=1')}>
                捷運宅 <strong>{formatThousands(overview.metroCount)}</strong> 個
              </Link>
            </li>
          )}
        </ul>
      </section>
      <section className="newhouse-home__section" aria-labelledby="newhouse-newest">
        <h2 id="newhouse-newest">最新公開</h2>
        {overview.newest.length === 0 ? (
          <p role="status">{region.name}最近沒有公開銷售的建案。</p>
        ) : (
          <ul className="newhouse-home__list">
            {overview.newest.map((project, index) => (
              <li key={project.id}>
                <NewBuildCard project={project} heading="h3" eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <Link className="newhouse-home__more" to={list('&now=1')}>
          看{region.name}所有最新公開建案
        </Link>
      </section>
      {overview.metro.length > 0 && (
        <section className="newhouse-home__section" aria-labelledby="newhouse-metro">
          <h2 id="newhouse-metro">捷運宅</h2>
          <ul className="newhouse-home__list">
            {overview.metro.map((project) => (
              <li key={project.id}>
                <NewBuildCard project={project} heading="h3" />
              </li>
            ))}
          </ul>
          <Link className="newhouse-home__more" to={list('&type=1')}>
            看{region.name}所有捷運宅
          </Link>
        </section>
      )}
      <section className="newhouse-home__section" aria-labelledby="newhouse-districts">
        <h2 id="newhouse-districts">依行政區找建案</h2>
        <ul className="newhouse-home__districts">
          {region.districts.map((district) => (
            <li key={district.id}>
              <Link to={list(`&sectionid=${district.id}`)}>{district.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
