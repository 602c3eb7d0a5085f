import { regionIdIn } from '@591/config';
import { withParam } from '@591/router';

/** The trend's span in years: the API accepts 1–10; five shows a cycle without old noise. */
export const DEFAULT_YEARS = 5;
export const YEAR_CHOICES = [1, 3, 5, 10] as const;

export const RECORD_ORDERS = ['date', 'unitprice', 'area', 'total'] as const;
export type RecordOrder = (typeof RECORD_ORDERS)[number];

/** Records per page: a quarter's sales of a district fit on one or two pages. */
export const RECORDS_PAGE_SIZE = 20;

/** What the price page shows, read from its URL (region, section, years, order, page). */
export interface PriceSearch {
  regionId: number;
  /** One district id, or null for the whole region. */
  sectionId: number | null;
  years: number;
  order: RecordOrder;
  orderType: 'asc' | 'desc';
  page: number;
}

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (!value || !/^\d{1,5}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

export function parsePriceSearch(params: URLSearchParams): PriceSearch {
  const order = params.get('order');
  return {
    regionId: regionIdIn(params),
    sectionId: wholeNumber(params.get('section'), 1, 99_999),
    years: wholeNumber(params.get('years'), 1, 10) ?? DEFAULT_YEARS,
    order: RECORD_ORDERS.includes(order as RecordOrder) ? (order as RecordOrder) : 'date',
    orderType: params.get('orderType') === 'asc' ? 'asc' : 'desc',
    page: wholeNumber(params.get('page'), 1, 500) ?? 1,
  };
}

/** The API queries of a search: the trend's and the records' page. */
export function priceApiQueries(search: PriceSearch) {
  const place: Record<string, string> = { region: String(search.regionId) };
  if (search.sectionId !== null) place.section = String(search.sectionId);
  return {
    trends: new URLSearchParams({ ...place, years: String(search.years) }),
    records: new URLSearchParams({
      ...place,
      order: search.order,
      orderType: search.orderType,
      page: String(search.page),
      pageSize: String(RECORDS_PAGE_SIZE),
    }),
  };
}

/** The same page for another region: its districts differ, so the district choice goes. */
export function withPriceRegion(params: URLSearchParams, regionId: number): URLSearchParams {
  const next = withParam(withParam(params, 'region', String(regionId)), 'section', null);
  next.delete('region_id');
  return next;
}
