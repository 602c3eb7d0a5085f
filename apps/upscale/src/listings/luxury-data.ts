import {
  fetchNewBuilds,
  fetchRegion,
  type ListingPage,
  type NewBuildPage,
  searchListings,
} from '@591/api-client';
import { luxuryLineWan } from '@591/config';
import { loadRegionSearch, type RegionSearchData } from '@591/ui';
import { type LuxurySearch, luxuryApiQuery, parseLuxurySearch } from './luxury-search.ts';

/** How many of the newest a landing shows. */
const FEATURED = 6;

export interface LuxuryListData extends RegionSearchData<LuxurySearch> {
  listings: ListingPage;
}

export async function loadLuxuryList(params: URLSearchParams): Promise<LuxuryListData> {
  const found = await loadRegionSearch(parseLuxurySearch(params));
  return { ...found, listings: await searchListings('sale', luxuryApiQuery(found.search)) };
}

export interface LuxuryLandingData extends LuxuryListData {
  /** 豪宅建案: the region's new-build projects with units at or above the line. */
  projects: NewBuildPage;
}

/** The new-build projects with units at or above the region's luxury line, newest public first. */
function luxuryProjectsQuery(regionId: number): URLSearchParams {
  return new URLSearchParams({
    regionid: String(regionId),
    totalmin: String(luxuryLineWan(regionId)),
    pageSize: String(FEATURED),
  });
}

/** The landing: the region's newest luxury homes and projects, and its districts to browse by. */
export async function loadLuxuryLanding(params: URLSearchParams): Promise<LuxuryLandingData> {
  const search = {
    ...parseLuxurySearch(params),
    sectionId: null,
    page: 1,
    order: 'newest' as const,
  };
  const [region, listings, projects] = await Promise.all([
    fetchRegion(search.regionId),
    searchListings('sale', luxuryApiQuery(search, FEATURED)),
    fetchNewBuilds(luxuryProjectsQuery(search.regionId)),
  ]);
  return { search, region, listings, projects, invalid: false };
}
