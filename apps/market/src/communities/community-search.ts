import { regionIdIn } from '@591/config';
import { wholeNumberParam } from '@591/router';
import { ageBandIn, setAgeQuery } from '../place/age-bands.ts';

/** 找社區's search, from its URL: a region (the header's link has none: 台北市), a district, words. */
export interface CommunitySearch {
  regionId: number;
  sectionId: number | null;
  keyword: string;
  /** 屋齡 band now: `10-20`, `30-`. */
  age: string | null;
  order: CommunityOrder;
  page: number;
}

export const COMMUNITY_ORDERS = [
  { id: 'listings', name: '物件最多' },
  { id: 'deals', name: '成交最多' },
  { id: 'price', name: '單價最高' },
  { id: 'newest', name: '屋齡最新' },
  { id: 'households', name: '戶數最多' },
] as const;

export type CommunityOrder = (typeof COMMUNITY_ORDERS)[number]['id'];

export const COMMUNITY_PAGE_SIZE = 20;

/** What is not one of the page's choices falls back to the default. */
export function parseCommunitySearch(params: URLSearchParams): CommunitySearch {
  return {
    regionId: regionIdIn(params, 'regionid'),
    sectionId: wholeNumberParam(params, 'sectionid'),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 40),
    age: ageBandIn(params),
    order: COMMUNITY_ORDERS.find((order) => order.id === params.get('order'))?.id ?? 'listings',
    page: Math.max(1, wholeNumberParam(params, 'page') ?? 1),
  };
}

/** The API's query for the search. */
export function communityApiQuery(search: CommunitySearch): URLSearchParams {
  const query = new URLSearchParams({
    regionid: String(search.regionId),
    order: search.order,
    page: String(search.page),
    pageSize: String(COMMUNITY_PAGE_SIZE),
  });
  if (search.sectionId !== null) query.set('sectionid', String(search.sectionId));
  if (search.keyword) query.set('q', search.keyword);
  setAgeQuery(query, search.age);
  return query;
}
