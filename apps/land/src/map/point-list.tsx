import type { LandMap } from '@591/api-client';
import { formatThousands } from '@591/config';
import { Link } from '@591/react-router';
import { useState } from 'react';
import { pointPrice } from './point-price.ts';

/** Points listed at first, and added by each "more": enough to scan, few enough to tab past. */
const LIST_STEP = 30;

const CSS = `
.point-list{margin:20px 0 0}
.point-list h2{margin:0 0 8px;font-size:18px}
.point-list__count{margin:0 0 8px;color:#555;font-size:14px}
.point-list ol{margin:0;padding:0;list-style:none;border-top:1px solid #eee}
.point-list li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 16px;padding:10px 0;border-bottom:1px solid #eee;font-size:15px}
.point-list li a{color:#333}
.point-list__price{color:#8a3d00;font-weight:700;white-space:nowrap}
.point-list__more{margin:12px 0 0;min-height:40px;padding:6px 20px;border:1px solid #b35000;border-radius:20px;background:#fff;color:#8a3d00;font:inherit;cursor:pointer}
`;

/**
 * What the map shows, as text: the count and a list of the points, so the page works by
 * keyboard and screen reader, and without the map.
 */
export function PointList({
  map,
  title,
  detailHref,
}: {
  map: LandMap;
  title: string;
  detailHref: ((id: number) => string) | null;
}) {
  const [shown, setShown] = useState(LIST_STEP);
  const points = map.points.slice(0, shown);
  const capped = map.total > map.points.length;
  return (
    <section className="point-list" aria-labelledby="point-list-title">
      <style href="@591/land/point-list" precedence="default">
        {CSS}
      </style>
      <h2 id="point-list-title">{title}</h2>
      <p className="point-list__count" data-testid="map-count" role="status">
        地圖上共 {formatThousands(map.points.length)} 筆
        {capped &&
          `（共 ${formatThousands(map.total)} 筆，顯示最新的 ${formatThousands(map.points.length)} 筆）`}
        {map.points.length > 0 && `，以下列出 ${formatThousands(points.length)} 筆`}
      </p>
      {map.points.length > 0 && (
        <ol data-testid="map-points">
          {points.map((point) => (
            <li key={point.id}>
              {detailHref ? (
                <Link to={detailHref(point.id)}>{point.label}</Link>
              ) : (
                <span>{point.label}</span>
              )}
              <span className="point-list__price">{pointPrice(point)}</span>
            </li>
          ))}
        </ol>
      )}
      {shown < map.points.length && (
        <button
          type="button"
          className="point-list__more"
          onClick={() => setShown((count) => count + LIST_STEP)}
        >
          再列出 {Math.min(LIST_STEP, map.points.length - shown)} 筆
        </button>
      )}
    </section>
  );
}
