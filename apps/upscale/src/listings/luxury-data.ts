import {
  fetchNewBuilds,
  fetchRegion,
  type ListingPage,
  type NewBuildPage,
  type RegionWithDistricts,
  searchListings,
} from '@591/api-client';
import { luxuryLineWan } from '@591/config';
import { type LuxurySearch, luxuryApiQuery, parseLuxurySearch } from './luxury-search.ts';

/** How many of the newest a landing shows. */
const FEATURED = 6;

export interface LuxuryListData {
  search: LuxurySearch;
  region: RegionWithDistricts;
  listings: ListingPage;
  /** The URL named a district of another region: the page says so and shows the region. */
  invalid: boolean;
}

export async function loadLuxuryList(params: URLSearchParams): Promise<LuxuryListData> {
  const asked = parseLuxurySearch(params);
  const region = await fetchRegion(asked.regionId);
  const known = region.districts.some((district) => district.id === asked.sectionId);
  const search = known ? asked : { ...asked, sectionId: null };
  const listings = await searchListings('sale', luxuryApiQuery(search));
  return { search, region, listings, invalid: asked.sectionId !== null && !known };
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
