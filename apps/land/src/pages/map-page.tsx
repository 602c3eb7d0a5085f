import {
  fetchClusters,
  fetchPriceRecordClusters,
  fetchPriceRecords,
  type ListingPage,
  type PriceRecordPage,
  searchListings,
} from '@591/api-client';
import { type GeoBox, minWidthQuery, regionById } from '@591/config';
import {
  ClusterMap,
  type ListedBox,
  MapSearchLayout,
  regionBox,
  SelectionListings,
  useMapSearch,
} from '@591/map';
import { DealsOrigin, Pagination, RegionPicker, SearchResults } from '@591/ui';
import { useMemo } from 'react';
import { LandCard } from '../list/land-card.tsx';
import type { LandMapPage } from '../map/land-map-data.ts';
import { landMapApiSearch, type MapSearch, mapQuery } from '../map/map-search.ts';
import { ModeSwitch } from '../map/mode-switch.tsx';
import { RecordList } from '../map/record-list.tsx';
import { RecordSelection } from '../map/record-selection.tsx';

const EMPTY = '這個範圍內沒有符合條件的物件，試著縮小地圖或放寬條件';

const CSS = `
.land-map-page{max-width:1200px;margin:0 auto;padding:16px 16px 32px}
.land-map-page__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:0 0 12px}
.land-map-page__head h1{flex-basis:100%;margin:0;font-size:22px;line-height:1.4}
.land-map-page__hint{margin:0;color:#555;font-size:14px}
.land-map-page__notice{margin:12px 0;padding:12px 16px;border-radius:6px;background:#fdecea;color:#8e1c1c}
.land-map-page__notice button{margin-left:8px}
.land-map-page__total{margin:12px 0 8px;color:#555;font-size:14px}
@media ${minWidthQuery('md')}{.land-map-page__head h1{flex-basis:auto;font-size:26px}}
`;

const loadListings = (query: URLSearchParams, signal: AbortSignal) =>
  searchListings('land', query, signal);
const loadListingClusters = (query: URLSearchParams, signal: AbortSignal) =>
  fetchClusters('land', query, signal);

/** 找土地: the region's land of one type, clustered by the API, with its cards beside the map. */
function InSaleMap({
  search,
  title,
  listed,
  region,
}: {
  search: MapSearch;
  title: string;
  listed: ListedBox<ListingPage>;
  region: GeoBox;
}) {
  const apiSearch = useMemo(() => landMapApiSearch(search), [search]);
  const map = useMapSearch<ListingPage>({
    regionBox: region,
    listed,
    loadPage: loadListings,
    loadClusters: loadListingClusters,
    enabled: true,
    apiSearch,
  });
  return (
    <MapSearchLayout
      map={
        <ClusterMap
          label={title}
          view={map.view}
          clusters={map.clusters}
          onViewChange={map.onViewChange}
          priceRanges={false}
          emptyText={EMPTY}
          renderSelection={(selection) => (
            <SelectionListings
              section="land"
              search={apiSearch}
              selection={selection}
              renderCard={(listing) => <LandCard listing={listing} />}
            />
          )}
        />
      }
      resultsTitle="地圖範圍內的土地"
      results={
        <>
          {map.results.status === 'failed' && <ResultsFailed retry={map.results.retry} />}
          <SearchResults
            results={map.results.data ?? listed.results}
            pending={map.results.status === 'loading'}
            emptyText={EMPTY}
            renderCard={(listing, index) => <LandCard listing={listing} eager={index === 0} />}
          />
        </>
      }
    />
  );
}

/** 實價登錄: the register's recent records, clustered by the API, listed beside the map. */
function RealPriceMap({
  search,
  title,
  listed,
  region,
}: {
  search: MapSearch;
  title: string;
  listed: ListedBox<PriceRecordPage>;
  region: GeoBox;
}) {
  const apiSearch = useMemo(() => landMapApiSearch(search), [search]);
  const map = useMapSearch<PriceRecordPage>({
    regionBox: region,
    listed,
    loadPage: fetchPriceRecords,
    loadClusters: fetchPriceRecordClusters,
    enabled: true,
    apiSearch,
  });
  const records = map.results.data ?? listed.results;
  return (
    <MapSearchLayout
      map={
        <ClusterMap
          label={title}
          view={map.view}
          clusters={map.clusters}
          onViewChange={map.onViewChange}
          priceRanges={false}
          emptyText={EMPTY}
          renderSelection={(selection) => (
            <RecordSelection apiSearch={apiSearch} selection={selection} />
          )}
        />
      }
      resultsTitle="地圖範圍內的成交紀錄"
      results={
        <section aria-label="成交紀錄" aria-busy={map.results.status === 'loading'}>
          <DealsOrigin sample={records.sample}>
            實價登錄以地段登記，沒有座標：地圖上的成交紀錄標示在所在行政區。
          </DealsOrigin>
          {map.results.status === 'failed' && <ResultsFailed retry={map.results.retry} />}
          <p className="land-map-page__total" data-testid="result-total">
            共 <strong>{records.total.toLocaleString('en-US')}</strong> 筆
          </p>
          {records.items.length === 0 ? (
            <p role="status">{EMPTY}</p>
          ) : (
            <RecordList records={records.items} />
          )}
          <Pagination page={records.page} pageSize={records.pageSize} total={records.total} />
        </section>
      }
    />
  );
}

function ResultsFailed({ retry }: { retry: () => void }) {
  return (
    <p className="land-map-page__notice" role="alert">
      列表暫時無法載入。
      <button type="button" onClick={retry}>
        重試
      </button>
    </p>
  );
}

/** The land map: 找土地 or 實價登錄 in a region, its view, search and page in the URL. */
export function Component({ data }: { data: LandMapPage }) {
  const { search, region } = data;
  const realPrice = search.mode === 'real-price';
  const title = `${regionById(search.regionId)?.name ?? region.name}${realPrice ? '實價登錄地圖' : '土地地圖'}`;
  const box = useMemo(() => regionBox(region.districts), [region]);
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
      {!search.valid ? (
        <p className="land-map-page__notice" role="alert">
          {search.problem}
        </p>
      ) : (
        <>
          <p className="land-map-page__hint">
            {realPrice
              ? `近兩年的土地實價登錄成交，標記上是每坪單價；數字圓圈是一區的筆數，點選即可放大。`
              : '出售中的土地，標記上是總價；數字圓圈是一區的筆數，點選即可放大，點選價格看物件。'}
          </p>
          {data.mode === 'in-sale' && data.listed && (
            <InSaleMap search={search} title={title} listed={data.listed} region={box} />
          )}
          {data.mode === 'real-price' && data.listed && (
            <RealPriceMap search={search} title={title} listed={data.listed} region={box} />
          )}
        </>
      )}
    </div>
  );
}
