import {
  fetchFilters,
  fetchRegion,
  type ListingPage,
  type RegionWithDistricts,
  searchListings,
} from '@591/api-client';
import { businessCirclesOf, type RegionPlace } from '@591/config';
import { apiQuery, regionIdOf } from './business-search.ts';
import type { BusinessFilters } from './business-types.ts';

/** The business list's loader data: one page of results and every choice its filters offer. */
export interface BusinessList {
  /** The search as asked (the URL's query), for the page head. */
  search: string;
  results: ListingPage;
  filters: BusinessFilters;
  /** The region searched, with its districts. */
  region: RegionWithDistricts;
  /** The region's business circles (商圈); many regions have none. */
  circles: RegionPlace[];
  /** The API refused the search (a hand-edited URL): the page says so instead of failing. */
  invalid: boolean;
}

const NO_RESULTS: ListingPage = { total: 0, page: 1, pageSize: 30, items: [] };

function isRefusedSearch(error: unknown): boolean {
  return (error as { response?: { status?: number } })?.response?.status === 400;
}

/** Everything the list shows for the search in `params`, fetched side by side. */
export async function loadBusinessList(params: URLSearchParams): Promise<BusinessList> {
  const query = apiQuery(params);
  const regionId = regionIdOf(params);
  const [results, filters, region] = await Promise.all([
    searchListings('business', query).then(
      (page) => ({ page, invalid: false }),
      (error: unknown) => {
        if (!isRefusedSearch(error)) throw error;
        return { page: NO_RESULTS, invalid: true };
      },
    ),
    fetchFilters('business', query) as Promise<BusinessFilters>,
    fetchRegion(regionId),
  ]);
  return {
    search: params.toString(),
    results: results.page,
    invalid: results.invalid,
    filters,
    region,
    circles: businessCirclesOf(regionId),
  };
}
