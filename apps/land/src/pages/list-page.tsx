import { Link, useSearchParams } from '@591/react-router';
import {
  RefusedSearchNotice,
  RegionPicker,
  SearchResults,
  SortBar,
  SubscribeSearch,
} from '@591/ui';
import { LandCard } from '../list/land-card.tsx';
import { LandFilters } from '../list/land-filters.tsx';
import { listName, searchSummary } from '../search/land-head.ts';
import type { LandList } from '../search/land-list-data.ts';
import {
  isNarrowed,
  landApiQuery,
  landListQuery,
  parseLandSearch,
  withRegion,
} from '../search/land-search.ts';

const CSS = `
.land-list{max-width:1200px;margin:0 auto;padding:16px 16px 0}
.land-list__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.land-list__head h1{margin:0;font-size:24px}
.land-list__summary{flex-basis:100%;margin:0;color:#555;font-size:14px}
`;

/** The land list: heading and region, filters, sort, results and paging, all from the URL. */
export function Component({ data }: { data: LandList }) {
  const [params] = useSearchParams();
  const { region, filters } = data;
  const search = parseLandSearch(params);
  const { type } = search;
  const heading = listName(region.name, { type });
  const everything = { search: `?${landListQuery(region.id, type)}` };
  // Rentals have no unit price.
  const orders =
    type === 1 ? filters.orders.filter((order) => order.id !== 'unitprice') : filters.orders;
  return (
    <div className="land-list">
      <style href="@591/land/list-page" precedence="default">
        {CSS}
      </style>
      <header className="land-list__head">
        <h1>{heading}</h1>
        <RegionPicker
          regionId={region.id}
          regionName={region.name}
          searchFor={(regionId) => withRegion(params, regionId).toString()}
        />
        <SubscribeSearch section="land" apiQuery={landApiQuery(params).toString()} />
        {isNarrowed(search) && (
          <p className="land-list__summary" data-testid="search-summary">
            {searchSummary(region, filters, params)}
          </p>
        )}
      </header>
      <LandFilters filters={filters} region={region} />
      {data.invalid && <RefusedSearchNotice clearTo={everything} />}
      <SortBar orders={orders} />
      <SearchResults
        results={data.results}
        emptyHint={<Link to={everything}>看{heading}的全部物件</Link>}
        renderCard={(listing, index) => <LandCard listing={listing} eager={index === 0} />}
      />
    </div>
  );
}
