import { LISTING_TYPE } from '@591/config';
import { Link, useSearchParams } from '@591/react-router';
import {
  RefusedSearchNotice,
  RegionPicker,
  SearchResults,
  SortBar,
  SubscribeSearch,
} from '@591/ui';
import { BusinessCard } from '../list/business-card.tsx';
import { BusinessFilters } from '../list/business-filters.tsx';
import { placeOf } from '../search/business-head.ts';
import type { BusinessList } from '../search/business-list-data.ts';
import { apiQuery, searchName, typeOf, withRegion } from '../search/business-search.ts';

const CSS = `
.business-list{max-width:1200px;margin:0 auto;padding:16px 16px 0}
.business-list__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.business-list__head h1{margin:0;font-size:22px;line-height:1.4}
`;

/** The one search the business list starts again from: the same deal and kind, no filters. */
function plainSearch(params: URLSearchParams, regionId: number): string {
  const plain = new URLSearchParams({ type: String(typeOf(params)), region: String(regionId) });
  const kind = params.get('kind');
  if (kind) plain.set('kind', kind);
  return `?${plain}`;
}

/** Shops, offices and factories of a region: heading, region, filters, sort and results. */
export function Component({ data }: { data: BusinessList }) {
  const [params] = useSearchParams();
  const { region } = data;
  const name = searchName(params);
  // Unit prices are quoted for sales only.
  const orders = data.filters.orders.filter(
    (order) => typeOf(params) === LISTING_TYPE.sale || order.id !== 'unitprice',
  );
  return (
    <div className="business-list">
      <style href="@591/business/list-page" precedence="default">
        {CSS}
      </style>
      <header className="business-list__head">
        <h1>{`${placeOf(data, params)}${name}`}</h1>
        <RegionPicker
          regionId={region.id}
          regionName={region.name}
          searchFor={(regionId) => withRegion(params, regionId).toString()}
        />
        <SubscribeSearch section="business" apiQuery={apiQuery(params).toString()} />
      </header>
      <BusinessFilters filters={data.filters} region={region} circles={data.circles} />
      {data.invalid && <RefusedSearchNotice clearTo={{ search: plainSearch(params, region.id) }} />}
      <SortBar orders={orders} />
      <SearchResults
        results={data.results}
        emptyHint={
          <Link to={{ search: plainSearch(params, region.id) }}>
            看{region.name}所有{name}
          </Link>
        }
        renderCard={(listing, index) => <BusinessCard listing={listing} eager={index === 0} />}
      />
    </div>
  );
}
