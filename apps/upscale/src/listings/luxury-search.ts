import { luxuryLineWan, regionIdIn } from '@591/config';
import { wholeNumberParam } from '@591/router';

/** 豪宅's list, from its URL: a region (台北市 by default), a district, an order, a page. */
export interface LuxurySearch {
  regionId: number;
  sectionId: number | null;
  order: LuxuryOrder;
  page: number;
}

export const LUXURY_ORDERS = [
  { id: 'newest', name: '最新刊登', api: 'posttime' },
  { id: 'price', name: '總價高到低', api: 'money' },
  { id: 'unitprice', name: '單價高到低', api: 'unitprice' },
] as const;

export type LuxuryOrder = (typeof LUXURY_ORDERS)[number]['id'];

export const LUXURY_PAGE_SIZE = 20;

/** What is not one of the page's choices falls back to the default. */
export function parseLuxurySearch(params: URLSearchParams): LuxurySearch {
  return {
    regionId: regionIdIn(params, 'regionid'),
    sectionId: wholeNumberParam(params, 'sectionid'),
    order: LUXURY_ORDERS.find((order) => order.id === params.get('order'))?.id ?? 'newest',
    page: Math.max(1, wholeNumberParam(params, 'page') ?? 1),
  };
}

/**
 * The sale search's query for a luxury search: the region's homes for sale at or above its
 * luxury line (luxuryLineWan), newest or dearest first.
 */
export function luxuryApiQuery(search: LuxurySearch, pageSize = LUXURY_PAGE_SIZE): URLSearchParams {
  const order = LUXURY_ORDERS.find((choice) => choice.id === search.order)!;
  const query = new URLSearchParams({
    regionid: String(search.regionId),
    type: '2',
    price: `${luxuryLineWan(search.regionId)}_`,
    order: order.api,
    orderType: 'desc',
    page: String(search.page),
    pageSize: String(pageSize),
  });
  if (search.sectionId !== null) query.set('section', String(search.sectionId));
  return query;
}
