import {
  fetchMetroLines,
  fetchRegion,
  fetchUniversities,
  filtersUnlessRefused,
  type ListingFilters,
  type ListingPage,
  type MetroLine,
  type RegionWithDistricts,
  searchUnlessRefused,
  type University,
} from '@591/api-client';
import { regionIdIn } from '@591/config';
import { type ListedBox, listedBoxQuery } from '@591/map';
import { searchMode } from '../list/search-mode.ts';

/** The rent map's loader data: the list's filters and the first page of what the map shows. */
export interface RentMap {
  /** The URL's query, for the page head. */
  search: string;
  region: RegionWithDistricts;
  filters: ListingFilters;
  metroLines: MetroLine[] | null;
  universities: University[] | null;
  listed: ListedBox<ListingPage>;
  /** The API refused the search (a hand-edited URL): the page says so instead of failing. */
  invalid: boolean;
}

/**
 * The region (its districts place the map when the URL has no view), the filters' choices and
 * the first page of results, side by side.
 */
export async function loadRentMap(params: URLSearchParams): Promise<RentMap> {
  const regionId = regionIdIn(params);
  const mode = searchMode(params);
  const { query, listed } = listedBoxQuery(params);
  const [region, results, filters, metroLines, universities] = await Promise.all([
    fetchRegion(regionId),
    searchUnlessRefused('rent', query),
    filtersUnlessRefused('rent', params, regionId),
    mode === 'metro' ? fetchMetroLines(regionId) : null,
    mode === 'school' ? fetchUniversities(regionId) : null,
  ]);
  return {
    search: params.toString(),
    region,
    filters: filters.value,
    metroLines,
    universities,
    listed: { ...listed, results: results.results },
    invalid: results.invalid || filters.refused,
  };
}
