import { minWidthQuery } from '@591/config';
import {
  ClusterMap,
  MapSearchLayout,
  SelectionListings,
  searchOnly,
  useListingMap,
  withoutMapView,
} from '@591/map';
import { Link, useSearchParams } from '@591/react-router';
import { RefusedSearchNotice, RegionPicker, SaleCard } from '@591/ui';
import { memo, useMemo } from 'react';
import { SaleFilters } from '../list/sale-filters.tsx';
import type { SaleMap } from '../map/sale-map-data.ts';
import { EMPTY_MAP, SaleMapResults } from '../map/sale-map-results.tsx';
import { listQuery, withRegion } from '../search/sale-search.ts';

const CSS = `
.sale-map{max-width:1200px;margin:0 auto;padding:16px 16px 0}
.sale-map__head{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 16px}
.sale-map__head h1{margin:0;font-size:22px;line-height:1.4}
.sale-map__list-link{color:#8a3d00;font-size:14px}
.sale-map__notice{margin:12px 0 0;padding:12px 16px;border-radius:6px;background:#fdecea;color:#8e1c1c}
.sale-map__notice button{margin-left:8px}
@media ${minWidthQuery('md')}{.sale-map__head h1{font-size:26px}}
`;

/** The list's filters; they render again only when the URL changes, not with the map. */
const MapFilters = memo(SaleFilters);

/**
 * 地圖找屋: the sale list's filters over a map of the region, its homes clustered by the API
 * for the view, and the list of what the map shows beside it.
 */
export function Component({ data }: { data: SaleMap }) {
  const [params] = useSearchParams();
  const { region } = data;
  const map = useListingMap('sale', data);
  const list = searchOnly(params);
  if (!list.has('shType')) list.set('shType', 'list');
  const everything = useMemo(
    () => (
      <Link to={{ pathname: '..', search: `?${listQuery('list', region.id)}` }} relative="path">
        看{region.name}所有中古屋
      </Link>
    ),
    [region],
  );
  return (
    <div className="sale-map">
      <style href="@591/sale/map-page" precedence="default">
        {CSS}
      </style>
      <header className="sale-map__head">
        <h1>{region.name}地圖找屋</h1>
        <RegionPicker
          regionId={region.id}
          regionName={region.name}
          searchFor={(regionId) => withoutMapView(withRegion(params, regionId)).toString()}
        />
        <Link
          className="sale-map__list-link"
          to={{ pathname: '..', search: `?${list}` }}
          relative="path"
        >
          以列表瀏覽
        </Link>
      </header>
      <MapFilters filters={data.filters} region={region} foldedOnWide />
      {data.invalid && <RefusedSearchNotice clearTo={{ search: `?regionid=${region.id}` }} />}
      {map.viewProblem && (
        <p className="sale-map__notice" role="alert">
          {map.viewProblem}
        </p>
      )}
      <MapSearchLayout
        map={
          <ClusterMap
            label={`${region.name}中古屋地圖`}
            view={map.view}
            clusters={map.clusters}
            onViewChange={map.onViewChange}
            priceRanges={false}
            emptyText={EMPTY_MAP}
            renderSelection={(selection) => (
              <SelectionListings
                section="sale"
                search={params}
                selection={selection}
                renderCard={(listing) => <SaleCard listing={listing} to={`../${listing.id}`} />}
              />
            )}
          />
        }
        resultsTitle="地圖範圍內的物件"
        results={
          <SaleMapResults
            results={map.results.data ?? data.listed.results}
            pending={map.results.status === 'loading'}
            failed={map.results.status === 'failed'}
            retry={map.results.retry}
            orders={data.filters.orders}
            emptyHint={everything}
          />
        }
      />
    </div>
  );
}
