import {
  type CommunityDetail,
  type CommunityPage,
  type DealPage,
  fetchCommunities,
  fetchCommunity,
  fetchCommunityDeals,
} from '@591/api-client';
import { notFound } from '@591/router';
import { loadRegionSearch, type RegionSearchData } from '@591/ui';
import {
  type CommunitySearch,
  communityApiQuery,
  parseCommunitySearch,
} from './community-search.ts';

export interface CommunityListData extends RegionSearchData<CommunitySearch> {
  communities: CommunityPage;
}

export async function loadCommunityList(params: URLSearchParams): Promise<CommunityListData> {
  const found = await loadRegionSearch(parseCommunitySearch(params));
  return { ...found, communities: await fetchCommunities(communityApiQuery(found.search)) };
}

/** A community's page; an id that is not one answers the site's 404 page. */
export async function loadCommunity(
  rawId: string | undefined,
  path: string,
): Promise<CommunityDetail> {
  const id = rawId && /^[1-9]\d{0,8}$/.test(rawId) ? Number(rawId) : null;
  const community = id === null ? null : await fetchCommunity(id);
  if (!community) throw notFound(path);
  return community;
}

const DEALS_PAGE_SIZE = 20;

export interface CommunityDealsData {
  community: CommunityDetail;
  deals: DealPage;
}

/** A community's registered sales, a page at a time (`?page=`). */
export async function loadCommunityDeals(
  rawId: string | undefined,
  url: URL,
): Promise<CommunityDealsData> {
  const community = await loadCommunity(rawId, url.pathname);
  const asked = Number(url.searchParams.get('page'));
  const page = Number.isInteger(asked) && asked > 0 && asked <= 10_000 ? asked : 1;
  return { community, deals: await fetchCommunityDeals(community.id, page, DEALS_PAGE_SIZE) };
}
