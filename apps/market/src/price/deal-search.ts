import { REAL_PRICE_KINDS, type RealPriceKind, regionIdIn } from '@591/config';

/** The 實價登錄 page's search, from its URL (the header's links write `regionid`). */
export interface DealSearch {
  regionId: number;
  sectionId: number | null;
  kind: RealPriceKind;
  months: number;
  /** Special deals (related parties, parking alone...) listed, flagged; never in the median. */
  special: boolean;
  order: 'date' | 'unitprice' | 'total' | 'area';
  orderType: 'asc' | 'desc';
  page: number;
}

export const MONTH_CHOICES = [3, 6, 12, 24] as const;
export const DEFAULT_MONTHS = 12;
export const PAGE_SIZE = 30;

const ORDERS = ['date', 'unitprice', 'total', 'area'] as const;

const wholeNumber = (text: string | null) => (text && /^\d{1,6}$/.test(text) ? Number(text) : null);

/** Anything the URL says that is not one of the page's choices falls back to the default. */
export function parseDealSearch(params: URLSearchParams): DealSearch {
  const kind = REAL_PRICE_KINDS.find((choice) => choice.id === params.get('kind'))?.id ?? 'sale';
  const months = wholeNumber(params.get('months'));
  const order = ORDERS.find((choice) => choice === params.get('order')) ?? 'date';
  return {
    regionId: regionIdIn(params, 'regionid'),
    sectionId: wholeNumber(params.get('sectionid')),
    kind,
    months: months !== null && months >= 1 && months <= 120 ? months : DEFAULT_MONTHS,
    special: params.get('special') !== '0',
    order,
    orderType: params.get('orderType') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, wholeNumber(params.get('page')) ?? 1),
  };
}

/** The API's query for the deals (`page` false: the trend's, which has no order or page). */
export function dealApiQuery(search: DealSearch, { page = true } = {}): URLSearchParams {
  const query = new URLSearchParams({
    regionid: String(search.regionId),
    kind: search.kind,
    months: String(search.months),
    special: search.special ? '1' : '0',
  });
  if (search.sectionId !== null) query.set('sectionid', String(search.sectionId));
  if (page) {
    query.set('order', search.order);
    query.set('orderType', search.orderType);
    query.set('page', String(search.page));
    query.set('pageSize', String(PAGE_SIZE));
  }
  return query;
}
