import { minWidthQuery, regionById } from '@591/config';
import { useLoaderData, useLocation } from '@591/react-router';
import { RegionPicker } from '@591/ui';
import { useMemo } from 'react';
import { landBase, type MapSearch, mapQuery } from '../map/map-search.ts';
import { MapView } from '../map/map-view.tsx';
import { ModeSwitch } from '../map/mode-switch.tsx';
import { PointList } from '../map/point-list.tsx';
import { useLandMap } from '../map/use-land-map.ts';

const CSS = `
.land-map-page{max-width:1200px;margin:0 auto;padding:16px 16px 32px}
.land-map-page__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:0 0 12px}
.land-map-page__head h1{flex-basis:100%;margin:0;font-size:22px;line-height:1.4}
.land-map-page__hint{margin:0 0 12px;color:#555;font-size:14px}
.land-map-page__notice{margin:0 0 16px;padding:12px 16px;border-radius:6px;background:#fdecea;color:#8e1c1c}
.land-map-page__waiting{margin:20px 0 0;color:#555}
@media ${minWidthQuery('md')}{.land-map-page__head h1{flex-basis:auto;font-size:26px}}
`;

export function Component() {
  const search = useLoaderData() as MapSearch;
  const { pathname } = useLocation();
  const state = useLandMap(search);
  const region = regionById(search.regionId)!;
  const realPrice = search.mode === 'real-price';
  const title = `${region.name}${realPrice ? '實價登錄地圖' : '土地地圖'}`;
  const base = landBase(pathname);
  const listingType = search.valid && search.type === 1 ? 'rent' : 'sale';
  const detailHref = useMemo(
    () => (realPrice ? null : (id: number) => `${base}/${listingType}/${id}`),
    [realPrice, base, listingType],
  );
  return (
    <div className="land-map-page">
      <style href="@591/land/map-page" precedence="default">
        {CSS}
      </style>
      <header className="land-map-page__head">
        <h1>{title}</h1>
        <ModeSwitch regionId={search.regionId} mode={search.mode} />
        <RegionPicker
          regionId={search.regionId}
          regionName={region.name}
          searchFor={(regionId) => mapQuery(regionId, search.mode).toString()}
        />
      </header>
      {search.valid ? (
        <>
          <p className="land-map-page__hint">
            {realPrice
              ? '近兩年的土地實價登錄成交，標記上是每坪單價；標記多時會群聚成圓圈，放大地圖或點選圓圈即可展開。'
              : '出售中的土地，標記上是總價；點選標記看標題與價格，再進入物件頁。'}
          </p>
          <MapView state={state} detailHref={detailHref} label={`${title}，可拖曳與縮放`} />
          {state.status === 'ready' ? (
            <PointList
              map={state.map}
              title={realPrice ? '地圖上的成交紀錄' : '地圖上的土地'}
              detailHref={detailHref}
            />
          ) : (
            state.status === 'loading' && (
              <p className="land-map-page__waiting" role="status">
                正在載入{title}的資料…
              </p>
            )
          )}
        </>
      ) : (
        <p className="land-map-page__notice" role="alert">
          {search.problem}
        </p>
      )}
    </div>
  );
}
