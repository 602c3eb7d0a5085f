import { regionById } from '@591/config';
import { HomeSearch } from '../home/home-search.tsx';
import { MemberCorner } from '../home/member-corner.tsx';
import { NewestNews } from '../home/newest-news.tsx';
import { NewestOnHome } from '../home/newest-on-home.tsx';
import { PopularLinks } from '../home/popular-links.tsx';
import { useHomeRegion } from '../home/use-home-region.ts';

const CSS = `
.home__hero{background:linear-gradient(135deg,#fff4e8,#ffe2c2);padding:28px 0 32px}
.home__hero-inner,.home__body{max-width:1200px;margin:0 auto;padding:0 16px}
.home__hero-inner{display:grid;grid-template-columns:1fr;gap:16px;align-items:start}
.home__hero h1{margin:0;font-size:28px}
.home__hero-lead{margin:4px 0 0;color:#444}
.home__body{padding-bottom:48px}
.home__body h2{font-size:20px;margin:32px 0 8px}
@media (min-width:960px){.home__hero-inner{grid-template-columns:1fr 320px}.home__hero h1{font-size:32px}.home-member{margin-top:52px;min-height:180px}}
`;

/** www's front door: the search first, then what is new in the visitor's region. */
export function Component() {
  const [regionId, chooseRegion] = useHomeRegion();
  const region = regionById(regionId)!;
  return (
    <div className="home">
      <style href="@591/shell/home" precedence="default">
        {CSS}
      </style>
      <section className="home__hero" aria-labelledby="home-title">
        <div className="home__hero-inner">
          <div>
            <h1 id="home-title">591房屋交易網</h1>
            <p className="home__hero-lead">租屋、中古屋、土地、店面辦公廠房，全台物件每日更新。</p>
            <HomeSearch regionId={regionId} onRegionChange={chooseRegion} />
          </div>
          <MemberCorner />
        </div>
      </section>
      <div className="home__body">
        <NewestOnHome regionId={regionId} regionName={region.name} />
        <NewestNews />
        <PopularLinks />
      </div>
    </div>
  );
}
