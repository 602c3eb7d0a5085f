import type { LandMapMode } from '@591/api-client';
import { Link } from '@591/react-router';
import { MAP_MODES, mapQuery } from './map-search.ts';

const CSS = `
.mode-switch{display:inline-flex;border:1px solid #b35000;border-radius:18px;overflow:hidden}
.mode-switch a{min-height:32px;display:inline-flex;align-items:center;padding:4px 14px;color:#8a3d00;font-size:14px;text-decoration:none}
.mode-switch a[aria-current]{background:#b35000;color:#fff;font-weight:700}
`;

/** 找土地 (listings) or 實價登錄 (price records) on the same region's map. */
export function ModeSwitch({ regionId, mode }: { regionId: number; mode: LandMapMode }) {
  return (
    <nav className="mode-switch" aria-label="地圖模式">
      <style href="@591/land/mode-switch" precedence="default">
        {CSS}
      </style>
      {MAP_MODES.map((item) => (
        <Link
          key={item.id}
          to={{ search: `?${mapQuery(regionId, item.id)}` }}
          aria-current={item.id === mode ? 'page' : undefined}
        >
          {item.name}
        </Link>
      ))}
    </nav>
  );
}
