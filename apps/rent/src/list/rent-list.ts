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
import { searchMode } from './search-mode.ts';

/** The rent list's loader data: one page of results and every choice its filters offer. */
export interface RentList {
  /** The search as asked (the URL's query), for the page head. */
  search: string;
  results: ListingPage;
  filters: ListingFilters;
  /** The region searched, with its districts. */
  region: RegionWithDistricts;
  /** The region's lines and stations, when searching by metro. */
  metroLines: MetroLine[] | null;
  /** The region's universities, when searching by school. */
  universities: University[] | null;
  /** The API refused the search (a hand-edited URL): the page says so instead of failing. */
  invalid: boolean;
}

/** Everything the list shows for the search in `params`, fetched side by side. */
export async function loadRentList(params: URLSearchParams): Promise<RentList> {
  const regionId = regionIdIn(params);
  const mode = searchMode(params);
  const [{ results, invalid }, filters, region, metroLines, universities] = await Promise.all([
    searchUnlessRefused('rent', params),
    filtersUnlessRefused('rent', params, regionId),
    fetchRegion(regionId),
    mode === 'metro' ? fetchMetroLines(regionId) : null,
    mode === 'school' ? fetchUniversities(regionId) : null,
  ]);
  return {
    search: params.toString(),
    results,
    filters: filters.value,
    region,
    metroLines,
    universities,
    invalid: invalid || filters.refused,
  };
}
