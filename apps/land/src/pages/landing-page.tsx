import { Link } from '@591/react-router';
import { useRegionInUse } from '@591/ui';
import { NewestListings } from '../landing/newest-listings.tsx';
import { type QuickLink, quickLinks } from '../landing/quick-links.ts';
import { SearchBox } from '../landing/search-box.tsx';

const CSS = `
.land-landing__hero{background:linear-gradient(135deg,#f3f8ec,#e2efd2);padding:32px 0}
.land-landing__hero-inner,.land-landing__body{max-width:1200px;margin:0 auto;padding:0 16px}
.land-landing__hero h1{margin:0;font-size:32px}
.land-landing__hero p{margin:4px 0 0;color:#444}
.land-landing__body{padding-top:8px;padding-bottom:48px}
.land-landing__body h2{font-size:20px;margin:24px 0 12px}
.land-landing__links{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.land-landing__links a{display:inline-block;padding:6px 14px;border:1px solid #ddd;border-radius:18px;color:#333;text-decoration:none;font-size:14px;background:#fff}
.land-landing__links a:hover{border-color:#b35000;color:#8a3d00}
`;

function LinkGroup({ id, title, links }: { id: string; title: string; links: QuickLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="land-landing__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The land section's front door: search, the land menu's lists, zones, special land, newest. */
export function Component() {
  const region = useRegionInUse();
  const links = quickLinks(region.id);
  return (
    <div className="land-landing">
      <style href="@591/land/landing" precedence="default">
        {CSS}
      </style>
      <section className="land-landing__hero">
        <div className="land-landing__hero-inner">
          <h1>土地</h1>
          <p>全台土地出售與出租：建地、農地、工業地，依使用分區、路寬與坪數找到合適的土地。</p>
          <SearchBox regionId={region.id} />
        </div>
      </section>
      <div className="land-landing__body">
        <LinkGroup id="land-lists" title={`${region.name}找土地`} links={links.lists} />
        <LinkGroup id="land-zones" title="熱門使用分區" links={links.zones} />
        <LinkGroup id="land-specials" title="特色土地" links={links.specials} />
        <NewestListings regionId={region.id} regionName={region.name} />
      </div>
    </div>
  );
}
