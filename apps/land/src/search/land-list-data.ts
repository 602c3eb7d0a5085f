import {
  fetchFilters,
  fetchRegion,
  type ListingPage,
  type RegionWithDistricts,
  searchListings,
} from '@591/api-client';
import { landApiQuery } from './land-search.ts';
import type { LandCard, LandFilters } from './land-types.ts';

/** The land list's loader data: one page of results and every choice its filters offer. */
export interface LandList {
  /** The search as asked (the URL's query), for the page head. */
  search: string;
  results: ListingPage & { items: LandCard[] };
  filters: LandFilters;
  region: RegionWithDistricts;
  /** The API refused the search (a hand-edited URL): the page says so instead of failing. */
  invalid: boolean;
}

const NO_RESULTS = { total: 0, page: 1, pageSize: 30, items: [] };

function isRefusedSearch(error: unknown): boolean {
  return (error as { response?: { status?: number } })?.response?.status === 400;
}

/** Everything the list shows for the search in `params`, fetched side by side. */
export async function loadLandList(params: URLSearchParams): Promise<LandList> {
  const query = landApiQuery(params);
  const [results, filters, region] = await Promise.all([
    searchListings('land', query).then(
      (page) => ({ page, invalid: false }),
      (error: unknown) => {
        if (!isRefusedSearch(error)) throw error;
        return { page: NO_RESULTS, invalid: true };
      },
    ),
    fetchFilters('land', query) as Promise<LandFilters>,
    fetchRegion(Number(query.get('region'))),
  ]);
  return {
    search: params.toString(),
    results: results.page,
    invalid: results.invalid,
    filters,
    region,
  };
}
