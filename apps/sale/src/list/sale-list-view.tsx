import { minWidthQuery } from '@591/config';
import { Link, useLocation, useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import {
  cardControlsOf,
  RefusedSearchNotice,
  RegionPicker,
  SaleCard,
  SearchResults,
  SortBar,
  SubscribeSearch,
} from '@591/ui';
import { salePath } from '../app/sale-paths.ts';
import { CompareButton } from '../house-pk/compare-button.tsx';
import { CompareSummary } from '../house-pk/compare-summary.tsx';
import type { SaleList } from '../search/sale-page-data.ts';
import {
  listModeOf,
  listQuery,
  regionIdOf,
  searchName,
  withRegion,
} from '../search/sale-search.ts';
import { SaleFilters } from './sale-filters.tsx';

const CSS = `
.sale-list{max-width:1200px;margin:0 auto;padding:16px 16px 0}
.sale-list__head{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 16px}
.sale-list__title{margin:0;font-size:22px;line-height:1.4}
.sale-list__compare{position:fixed;z-index:20;right:16px;bottom:16px;padding:10px 18px;border-radius:24px;background:#b35000;color:#fff;font-size:15px;text-decoration:none;box-shadow:0 2px 8px rgba(0,0,0,.25)}
.sale-list__map-link{color:#8a3d00;font-size:14px}
.sale-list .search-results__list>li{border-bottom:1px solid #eee}
.sale-list .search-results__list .listing-card{border-bottom:0;padding-bottom:8px}
.sale-list .search-results__controls{display:flex;justify-content:flex-end;padding:0 0 12px}
.sale-list .compare-button__link{order:-1}
@media ${minWidthQuery('md')}{
.sale-list__title{font-size:26px}
.sale-list__compare{position:static;margin-left:auto;padding:0;background:none;color:#8a3d00;font-size:14px;text-decoration:underline;box-shadow:none}
}
`;

/** The sale list (shType=list or host): heading, region, filters, sort, results and paging. */
/** 加入比較 under each card: a control of its own among the cards' server HTML. */
const compareControl = cardControlsOf((listingId) => (
  <CompareButton listingId={listingId} describedBy={`listing-card-${listingId}`} />
));

export function SaleListView({ data }: { data: SaleList }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const regionId = regionIdOf(params);
  const mode = listModeOf(params) ?? 'list';
  const mapHref = salePath(pathname, `map?${withParam(params, 'page', null)}`);
  return (
    <div className="sale-list">
      <style href="@591/sale/list" precedence="default">
        {CSS}
      </style>
      <div className="sale-list__head">
        <h1 className="sale-list__title">{`${data.region.name}${searchName(params)}`}</h1>
        <RegionPicker
          regionId={regionId}
          regionName={data.region.name}
          searchFor={(id) => withRegion(params, id).toString()}
        />
        <SubscribeSearch section="sale" apiQuery={data.query} />
        <Link className="sale-list__map-link" to={mapHref}>
          地圖找屋
        </Link>
        {/* On a phone a pill over the page's corner: appearing, it moves nothing (in the
            head it took a line and pushed every result down). */}
        <CompareSummary className="sale-list__compare" />
      </div>
      <SaleFilters filters={data.filters} region={data.region} />
      {data.invalid && (
        <RefusedSearchNotice clearTo={{ search: `?${listQuery(mode, regionId)}` }} />
      )}
      <SortBar orders={data.filters.orders} />
      <SearchResults
        results={data.results}
        emptyHint={
          <Link to={{ search: `?${listQuery(mode, regionId)}` }}>
            看{data.region.name}所有中古屋
          </Link>
        }
        renderCard={(listing, index) => <SaleCard listing={listing} eager={index === 0} />}
        cardControls={compareControl}
      />
    </div>
  );
}
