import {
  REAL_PRICE_BUILDING_TYPES,
  REAL_PRICE_KINDS,
  REAL_PRICE_RENTAL_TYPES,
  REAL_PRICE_ROOMS,
  type RealPriceBuildingType,
  type RealPriceKind,
  type RealPriceRentalType,
  regionIdIn,
} from '@591/config';
import { wholeNumberParam } from '@591/router';
import { ageBandIn, setAgeQuery } from '../place/age-bands.ts';

/** The 實價登錄 page's search, from its URL (the header's links write `regionid`). */
export interface DealSearch {
  regionId: number;
  sectionId: number | null;
  kind: RealPriceKind;
  months: number;
  /** Special deals (related parties, parking alone...) listed, flagged; never in the median. */
  special: boolean;
  /** What the home was: its building type, rooms (4: four and more), age band and 萬/坪. */
  type: RealPriceBuildingType | null;
  rooms: number | null;
  /** `min-max` of one of REAL_PRICE_AGE_BANDS (`30-`: thirty and more). */
  age: string | null;
  /** `lower_upper` in 萬/坪, as the price range form writes it (an open end empty). */
  unitPrice: { lower: number | null; upper: number | null; text: string } | null;
  /**
   * The deals a sale listing's 議價空間 rests on, as its link asks: a road of the district, a
   * community's door numbers, and `homes` (homes priced without parking, no special deal).
   */
  road: string | null;
  community: number | null;
  /** A pre-sale project's deals, by the register's 建案名稱 (a project page's link). */
  project: string | null;
  /** Rentals of one 出租型態 within a 坪 band (a rental's 租金行情 link). */
  rentType: RealPriceRentalType | null;
  area: { min: number | null; max: number | null };
  homes: boolean;
  order: 'date' | 'unitprice' | 'total' | 'area';
  orderType: 'asc' | 'desc';
  page: number;
}

export const MONTH_CHOICES = [3, 6, 12, 24] as const;
export const DEFAULT_MONTHS = 12;
export const PAGE_SIZE = 30;

const ORDERS = ['date', 'unitprice', 'total', 'area'] as const;

/** The unit-price bands offered beside the visitor's own range, in 萬/坪. */
export const UNIT_PRICE_BANDS = [
  { id: '_30', name: '30萬以下' },
  { id: '30_50', name: '30-50萬' },
  { id: '50_70', name: '50-70萬' },
  { id: '70_100', name: '70-100萬' },
  { id: '100_', name: '100萬以上' },
] as const;

function unitPriceRange(text: string | null): DealSearch['unitPrice'] {
  const match = text && /^(\d{0,4})_(\d{0,4})$/.exec(text);
  if (!match || (!match[1] && !match[2])) return null;
  const lower = match[1] ? Number(match[1]) : null;
  const upper = match[2] ? Number(match[2]) : null;
  if (lower !== null && upper !== null && lower > upper) return null;
  return { lower, upper, text: text! };
}

/** A 坪 bound of the URL, or null when it has none that reads as one. */
function areaBound(params: URLSearchParams, name: string): number | null {
  const value = params.get(name);
  return value !== null && /^\d{1,5}(\.\d{1,2})?$/.test(value) ? Number(value) : null;
}

/** Anything the URL says that is not one of the page's choices falls back to the default. */
export function parseDealSearch(params: URLSearchParams): DealSearch {
  const kind = REAL_PRICE_KINDS.find((choice) => choice.id === params.get('kind'))?.id ?? 'sale';
  const months = wholeNumberParam(params, 'months');
  const order = ORDERS.find((choice) => choice === params.get('order')) ?? 'date';
  return {
    regionId: regionIdIn(params, 'regionid'),
    sectionId: wholeNumberParam(params, 'sectionid'),
    kind,
    months: months !== null && months >= 1 && months <= 120 ? months : DEFAULT_MONTHS,
    special: params.get('special') !== '0',
    type: REAL_PRICE_BUILDING_TYPES.find((choice) => choice.id === params.get('type'))?.id ?? null,
    rooms: REAL_PRICE_ROOMS.find((rooms) => String(rooms) === params.get('rooms')) ?? null,
    age: ageBandIn(params),
    unitPrice: unitPriceRange(params.get('price')),
    road: params.get('road')?.trim() || null,
    community: wholeNumberParam(params, 'community'),
    project: params.get('project')?.trim() || null,
    rentType:
      REAL_PRICE_RENTAL_TYPES.find((choice) => choice.id === params.get('rentType'))?.id ?? null,
    area: { min: areaBound(params, 'areaMin'), max: areaBound(params, 'areaMax') },
    homes: params.get('homes') === '1',
    order,
    orderType: params.get('orderType') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, wholeNumberParam(params, 'page') ?? 1),
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
  if (search.type) query.set('type', search.type);
  if (search.rooms !== null) query.set('rooms', String(search.rooms));
  setAgeQuery(query, search.age);
  if (search.unitPrice?.lower != null) query.set('unitPriceMin', String(search.unitPrice.lower));
  if (search.unitPrice?.upper != null) query.set('unitPriceMax', String(search.unitPrice.upper));
  if (search.road) query.set('road', search.road);
  if (search.community !== null) query.set('community', String(search.community));
  if (search.homes) query.set('homes', '1');
  if (search.project) query.set('project', search.project);
  if (search.rentType) query.set('rentType', search.rentType);
  if (search.area.min !== null) query.set('areaMin', String(search.area.min));
  if (search.area.max !== null) query.set('areaMax', String(search.area.max));
  if (page) {
    query.set('order', search.order);
    query.set('orderType', search.orderType);
    query.set('page', String(search.page));
    query.set('pageSize', String(PAGE_SIZE));
  }
  return query;
}
