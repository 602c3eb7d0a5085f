import { APPROXIMATE_POINT_RADIUS_M, METRO_REGION_IDS, minWidthQuery } from '@591/config';
import {
  ClusterMap,
  LayerToggles,
  MapSearchLayout,
  SelectionListings,
  searchOnly,
  useListingMap,
  withoutMapView,
} from '@591/map';
import { Link, useSearchParams } from '@591/react-router';
import { RefusedSearchNotice, RegionPicker, RentCard } from '@591/ui';
import { memo, useMemo, useState } from 'react';
import { FilterPanel } from '../list/filter-panel.tsx';
import { searchMode, withRegion } from '../list/search-mode.ts';
import { firstLayers, layerToggles, placeLayers, type RentLayer } from '../map/map-layers.ts';
import type { RentMap } from '../map/rent-map-data.ts';
import { EMPTY_MAP, RentMapResults } from '../map/rent-map-results.tsx';

const CSS = `
.rent-map{max-width:1200px;margin:0 auto;padding:16px 16px 0}
.rent-map__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.rent-map__head h1{margin:0;font-size:22px}
.rent-map__list-link{color:#8a3d00;font-size:14px}
.rent-map__notice{margin:12px 0 0;padding:12px 16px;border-radius:6px;background:#fdecea;color:#8e1c1c}
.rent-map__notice button{margin-left:8px}
@media ${minWidthQuery('md')}{.rent-map__head h1{font-size:24px}}
`;

/** The list's filters; they render again only when the URL changes, not with the map. */
const MapFilterPanel = memo(FilterPanel);

/**
 * 地圖找房: the rent list's filters over a map of the region, its listings clustered by the
 * API for the view, and the list of what the map shows beside it.
 */
export function Component({ data }: { data: RentMap }) {
  const [params] = useSearchParams();
  const { region } = data;
  const map = useListingMap('rent', data);
  const [shown, setShown] = useState(() => firstLayers(searchMode(params)));
  const layers = useMemo(() => placeLayers(region.id, shown), [region.id, shown]);
  const search = searchOnly(params);
  const clearFilters = { search: `?region=${region.id}` };
  return (
    <div className="rent-map">
      <style href="@591/rent/map-page" precedence="default">
        {CSS}
      </style>
      <header className="rent-map__head">
        <h1>{region.name}地圖找房</h1>
        <RegionPicker
          regionId={region.id}
          regionName={region.name}
          searchFor={(regionId) => withoutMapView(withRegion(params, regionId)).toString()}
        />
        <Link className="rent-map__list-link" to={`../list?${search}`} relative="path">
          以列表瀏覽
        </Link>
      </header>
      <MapFilterPanel
        filters={data.filters}
        region={region}
        metroLines={data.metroLines}
        universities={data.universities}
        hasMetro={(METRO_REGION_IDS as readonly number[]).includes(region.id)}
        foldedOnWide
      />
      {data.invalid && <RefusedSearchNotice clearTo={clearFilters} />}
      {map.viewProblem && (
        <p className="rent-map__notice" role="alert">
          {map.viewProblem}
        </p>
      )}
      <LayerToggles
        toggles={layerToggles(region.id, shown)}
        onChange={(id, on) => setShown((last) => ({ ...last, [id as RentLayer]: on }))}
      />
      <MapSearchLayout
        map={
          <ClusterMap
            label={`${region.name}租屋地圖`}
            view={map.view}
            clusters={map.clusters}
            onViewChange={map.onViewChange}
            priceRanges
            approximateRadius={APPROXIMATE_POINT_RADIUS_M}
            layers={layers}
            emptyText={EMPTY_MAP}
            renderSelection={(selection) => (
              <SelectionListings
                section="rent"
                search={params}
                selection={selection}
                renderCard={(listing) => <RentCard listing={listing} />}
              />
            )}
          />
        }
        resultsTitle="地圖範圍內的物件"
        results={
          <RentMapResults
            results={map.results.data ?? data.listed.results}
            pending={map.results.status === 'loading'}
            failed={map.results.status === 'failed'}
            retry={map.results.retry}
            orders={data.filters.orders}
          />
        }
      />
    </div>
  );
}
