import {
  fetchFilters,
  fetchMetroLines,
  fetchRegion,
  fetchUniversities,
  type ListingFilters,
  type ListingPage,
  type MetroLine,
  type RegionWithDistricts,
  searchListings,
  type University,
} from '@591/api-client';
import { parseRegionId } from '@591/config';
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
}

/** Everything the list shows for the search in `params`, fetched side by side. */
export async function loadRentList(params: URLSearchParams): Promise<RentList> {
  const regionId = parseRegionId(params.get('region'));
  const mode = searchMode(params);
  const [results, filters, region, metroLines, universities] = await Promise.all([
    searchListings('rent', params),
    fetchFilters('rent', params),
    fetchRegion(regionId),
    mode === 'metro' ? fetchMetroLines(regionId) : null,
    mode === 'school' ? fetchUniversities(regionId) : null,
  ]);
  return { search: params.toString(), results, filters, region, metroLines, universities };
}
