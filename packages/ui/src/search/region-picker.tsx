import { REGION_GROUPS, REGIONS } from '@591/config';
import { Link, useLocation } from '@591/react-router';
import { useMemo } from 'react';

// The panel opens over the land map's Leaflet panes and stays under the header's menus (2000).
const CSS = `
.region-picker{position:relative;display:inline-block}
.region-picker summary{display:inline-flex;align-items:center;gap:4px;min-height:32px;padding:0 12px;border:1px solid #b35000;border-radius:16px;color:#8a3d00;font-size:14px;cursor:pointer;list-style:none}
.region-picker summary::-webkit-details-marker{display:none}
.region-picker summary::after{content:"▾"}
.region-picker__panel{position:absolute;z-index:1000;top:calc(100% + 6px);left:0;width:min(92vw,520px);padding:12px 16px;border:1px solid #ddd;border-radius:8px;background:#fff;box-shadow:0 6px 20px rgba(0,0,0,.12)}
.region-picker__group{display:flex;gap:8px;margin:6px 0;font-size:14px}
.region-picker__group h2{flex:0 0 5em;margin:0;font-size:14px;font-weight:400;color:#555}
.region-picker__group ul{display:flex;flex-wrap:wrap;gap:6px 12px;margin:0;padding:0;list-style:none}
.region-picker__group a{color:#333;text-decoration:none}
.region-picker__group a:hover,.region-picker__group a[aria-current]{color:#8a3d00;font-weight:700}
`;

/**
 * The region in use and a disclosure of every region, each a link to the same search there.
 * Plain links: it works before the app starts and by keyboard, and crawlers follow it.
 * `searchFor` gives the query string of the page's search moved to another region: each
 * section knows which of its filters belong to the old region and must go. It is a function of
 * the page's address, so the 22 links are made again only when the address changes, not at
 * every render of the page around them (a map page renders at each move).
 */
export function RegionPicker({
  regionId,
  regionName,
  searchFor,
}: {
  regionId: number;
  regionName: string;
  searchFor: (regionId: number) => string;
}) {
  const { search } = useLocation();
  // searchFor is left out on purpose: a new function at each render, of the same address.
  const links = useMemo(
    () => new Map(REGIONS.map((region) => [region.id, `?${searchFor(region.id)}`])),
    [search],
  );
  return (
    <details className="region-picker">
      <style href="@591/ui/region-picker" precedence="default">
        {CSS}
      </style>
      <summary>
        <span data-testid="region-in-use">地區：{regionName}</span>
      </summary>
      <nav className="region-picker__panel" aria-label="選擇地區">
        {REGION_GROUPS.map((group) => (
          <div className="region-picker__group" key={group.key}>
            <h2>{group.name}</h2>
            <ul>
              {REGIONS.filter((region) => region.group === group.key).map((region) => (
                <li key={region.id}>
                  <Link
                    to={{ search: links.get(region.id) }}
                    aria-current={region.id === regionId ? 'true' : undefined}
                    onClick={(event) =>
                      event.currentTarget.closest('details')?.removeAttribute('open')
                    }
                  >
                    {region.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </details>
  );
}
