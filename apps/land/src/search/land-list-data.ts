import {
  fetchFilters,
  fetchRegion,
  type ListingPage,
  type RegionWithDistricts,
  searchUnlessRefused,
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

/** Everything the list shows for the search in `params`, fetched side by side. */
export async function loadLandList(params: URLSearchParams): Promise<LandList> {
  const query = landApiQuery(params);
  const [results, filters, region] = await Promise.all([
    searchUnlessRefused('land', query),
    fetchFilters('land', query) as Promise<LandFilters>,
    fetchRegion(Number(query.get('region'))),
  ]);
  return {
    search: params.toString(),
    results: results.results,
    invalid: results.invalid,
    filters,
    region,
  };
}
