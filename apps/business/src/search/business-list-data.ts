import {
  fetchFilters,
  fetchRegion,
  type ListingFilters,
  type ListingPage,
  type RegionWithDistricts,
  searchUnlessRefused,
} from '@591/api-client';
import { businessCirclesOf, type RegionPlace } from '@591/config';
import { apiQuery, regionIdOf } from './business-search.ts';

/** The business list's loader data: one page of results and every choice its filters offer. */
export interface BusinessList {
  /** The search as asked (the URL's query), for the page head. */
  search: string;
  results: ListingPage;
  filters: ListingFilters;
  /** The region searched, with its districts. */
  region: RegionWithDistricts;
  /** The region's business circles (商圈); many regions have none. */
  circles: RegionPlace[];
  /** The API refused the search (a hand-edited URL): the page says so instead of failing. */
  invalid: boolean;
}

/** Everything the list shows for the search in `params`, fetched side by side. */
export async function loadBusinessList(params: URLSearchParams): Promise<BusinessList> {
  const query = apiQuery(params);
  const regionId = regionIdOf(params);
  const [results, filters, region] = await Promise.all([
    searchUnlessRefused('business', query),
    fetchFilters('business', query),
    fetchRegion(regionId),
  ]);
  return {
    search: params.toString(),
    results: results.results,
    invalid: results.invalid,
    filters,
    region,
    circles: businessCirclesOf(regionId),
  };
}
