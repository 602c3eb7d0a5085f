import { REGIONS } from '@591/config';
import { Link, useSearchParams } from '@591/react-router';
import { withRegion } from '../search/sale-search.ts';

const CSS = `
.region-switch{position:relative;font-size:14px}
.region-switch summary{display:inline-block;min-height:32px;padding:4px 0;color:#8a3d00;cursor:pointer}
.region-switch ul{display:flex;flex-wrap:wrap;gap:6px;margin:6px 0 0;padding:12px;list-style:none;border:1px solid #e0e0e0;border-radius:8px;background:#fff}
.region-switch a{display:inline-block;padding:3px 10px;border-radius:14px;color:#333;text-decoration:none}
.region-switch a:hover{color:#b35000}
.region-switch a[aria-current]{background:#fff4e8;color:#8a3d00;font-weight:700}
`;

/** The same search in another region; districts and price bands reset (they differ by region). */
export function RegionSwitch({
  regionId,
  searchFor = withRegion,
}: {
  regionId: number;
  /** The search moved to another region; a map also leaves its view behind. */
  searchFor?: (params: URLSearchParams, regionId: number) => URLSearchParams;
}) {
  const [params] = useSearchParams();
  return (
    <details className="region-switch">
      <style href="@591/sale/region-switch" precedence="default">
        {CSS}
      </style>
      <summary>切換地區</summary>
      <ul aria-label="地區">
        {REGIONS.map((region) => (
          <li key={region.id}>
            <Link
              to={{ search: `?${searchFor(params, region.id)}` }}
              aria-current={region.id === regionId ? 'true' : undefined}
            >
              {region.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
