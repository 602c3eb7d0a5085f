import {
  fetchFilters,
  fetchRegion,
  type ListingFilters,
  type ListingPage,
  type RegionWithDistricts,
  searchListings,
  searchUnlessRefused,
} from '@591/api-client';
import { listModeOf, regionIdOf } from './sale-search.ts';

/** How many of the newest listings the landing shows. */
const NEWEST_COUNT = 6;

/** The landing: the newest listings (of the region asked for, else all of Taiwan) and its bands. */
export interface SaleLanding {
  view: 'landing';
  /** The URL's query, so the page's title can name the search. */
  query: string;
  /** The region in the URL; null on the plain landing, which is the same for everyone. */
  regionId: number | null;
  newest: ListingPage;
  filters: ListingFilters;
}

/** The list: one page of results, the filters' choices and the region's districts. */
export interface SaleList {
  view: 'list';
  query: string;
  results: ListingPage;
  filters: ListingFilters;
  region: RegionWithDistricts;
  /** The API refused the search (a hand-edited URL): the page says so instead of failing. */
  invalid: boolean;
}

export type SalePage = SaleLanding | SaleList;

async function loadList(params: URLSearchParams): Promise<SaleList> {
  const [results, filters, region] = await Promise.all([
    searchUnlessRefused('sale', params),
    fetchFilters('sale', params),
    fetchRegion(regionIdOf(params)),
  ]);
  return {
    view: 'list',
    query: params.toString(),
    results: results.results,
    invalid: results.invalid,
    filters,
    region,
  };
}

async function loadLanding(params: URLSearchParams): Promise<SaleLanding> {
  const regionId = params.has('regionid') || params.has('region') ? regionIdOf(params) : null;
  const newestQuery = new URLSearchParams({ pageSize: String(NEWEST_COUNT) });
  if (regionId !== null) newestQuery.set('regionid', String(regionId));
  const [newest, filters] = await Promise.all([
    searchListings('sale', newestQuery),
    fetchFilters('sale', new URLSearchParams({ regionid: String(regionIdOf(params)) })),
  ]);
  return { view: 'landing', query: params.toString(), regionId, newest, filters };
}

/** The landing URL's data: the list when shType asks for it, otherwise the landing. */
export function loadSalePage(params: URLSearchParams): Promise<SalePage> {
  return listModeOf(params) ? loadList(params) : loadLanding(params);
}
