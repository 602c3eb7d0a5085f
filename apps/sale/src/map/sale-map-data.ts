import {
  fetchRegion,
  filtersUnlessRefused,
  type ListingFilters,
  type ListingPage,
  type RegionWithDistricts,
  searchUnlessRefused,
} from '@591/api-client';
import { type ListedBox, listedBoxQuery } from '@591/map';
import { regionIdOf } from '../search/sale-search.ts';

/** The sale map's loader data: the list's filters and the first page of what the map shows. */
export interface SaleMap {
  /** The URL's query, for the page head. */
  search: string;
  region: RegionWithDistricts;
  filters: ListingFilters;
  listed: ListedBox<ListingPage>;
  /** The API refused the search (a hand-edited URL): the page says so instead of failing. */
  invalid: boolean;
}

/**
 * The region (its districts place the map when the URL has no view), the filters' choices and
 * the first page of results, side by side.
 */
export async function loadSaleMap(params: URLSearchParams): Promise<SaleMap> {
  const regionId = regionIdOf(params);
  const { query, listed } = listedBoxQuery(params);
  const [region, results, filters] = await Promise.all([
    fetchRegion(regionId),
    searchUnlessRefused('sale', query),
    filtersUnlessRefused('sale', params, regionId),
  ]);
  return {
    search: params.toString(),
    region,
    filters: filters.value,
    listed: { ...listed, results: results.results },
    invalid: results.invalid || filters.refused,
  };
}
