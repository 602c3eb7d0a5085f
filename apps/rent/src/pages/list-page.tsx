import { METRO_REGION_IDS } from '@591/config';
import { Link, useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import {
  RefusedSearchNotice,
  RegionPicker,
  RentCard,
  SearchResults,
  SortBar,
  SubscribeSearch,
} from '@591/ui';
import { FilterPanel } from '../list/filter-panel.tsx';
import { searchSummary } from '../list/list-head.ts';
import type { RentList } from '../list/rent-list.ts';
import { withRegion } from '../list/search-mode.ts';

const CSS = `
.rent-list{max-width:1200px;margin:0 auto;padding:16px 16px 0}
.rent-list__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.rent-list__head h1{margin:0;font-size:24px}
.rent-list__summary{flex-basis:100%;margin:0;color:#555;font-size:14px}
.rent-list__map-link{color:#8a3d00;font-size:14px}
`;

export function Component({ data }: { data: RentList }) {
  const [params] = useSearchParams();
  const { region } = data;
  const summary = searchSummary(data, params);
  return (
    <div className="rent-list">
      <style href="@591/rent/list-page" precedence="default">
        {CSS}
      </style>
      <header className="rent-list__head">
        <h1>租屋列表</h1>
        <RegionPicker
          regionId={region.id}
          regionName={region.name}
          searchFor={(regionId) => withRegion(params, regionId).toString()}
        />
        <SubscribeSearch section="rent" apiQuery={data.search} />
        <Link
          className="rent-list__map-link"
          to={`../map?${withParam(params, 'page', null)}`}
          relative="path"
        >
          地圖找房
        </Link>
        {summary !== region.name && <p className="rent-list__summary">{summary}</p>}
      </header>
      <FilterPanel
        filters={data.filters}
        region={region}
        metroLines={data.metroLines}
        universities={data.universities}
        hasMetro={(METRO_REGION_IDS as readonly number[]).includes(region.id)}
      />
      {data.invalid && <RefusedSearchNotice clearTo={{ search: `?region=${region.id}` }} />}
      <SortBar orders={data.filters.orders} />
      <SearchResults
        results={data.results}
        renderCard={(listing, index) => <RentCard listing={listing} eager={index === 0} />}
      />
    </div>
  );
}
