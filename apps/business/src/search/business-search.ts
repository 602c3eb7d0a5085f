import {
  BUSINESS_DEALS,
  BUSINESS_LIST_KINDS,
  LISTING_TYPE,
  type ListingTypeId,
  listingTypeName,
  regionIdIn,
  SHOP_KIND,
} from '@591/config';
import { listParam, withParam } from '@591/router';

const { rent: RENT_TYPE, sale: SALE_TYPE, transfer: TRANSFER_TYPE } = LISTING_TYPE;

/** Business lists are always of one type: a missing or unknown type is a rental search. */
export function typeOf(params: URLSearchParams): ListingTypeId {
  const value = Number(params.get('type'));
  return BUSINESS_DEALS.find((type) => type.id === value)?.id ?? RENT_TYPE;
}

export function typeName(type: number): string {
  return BUSINESS_DEALS.find((item) => item.id === type)?.name ?? listingTypeName(RENT_TYPE)!;
}

/** The one kind searched, or null for every kind (the price and area bands depend on it). */
export function kindOf(params: URLSearchParams): number | null {
  const value = Number(params.get('kind'));
  return BUSINESS_LIST_KINDS.find((kind) => kind.id === value)?.id ?? null;
}

export function kindName(kind: number | null): string {
  return BUSINESS_LIST_KINDS.find((item) => item.id === kind)?.name ?? '商用物件';
}

export function regionIdOf(params: URLSearchParams): number {
  return regionIdIn(params);
}

/** A shop's frontage is a filter for shops, and transfers are always shops. */
export function hasFrontage(params: URLSearchParams): boolean {
  return kindOf(params) === SHOP_KIND || typeOf(params) === TRANSFER_TYPE;
}

/** What the search looks for, in words: 店面出租, 辦公出售, 店面頂讓, 商用物件出租. */
export function searchName(params: URLSearchParams): string {
  return `${kindName(kindOf(params))}${typeName(typeOf(params))}`;
}

/** The API's query for the page's URL: the type is always sent, as the page shows it. */
export function apiQuery(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams(params);
  query.set('type', String(typeOf(params)));
  return query;
}

/** Parameters that name places or bands of one region: they mean nothing in another. */
const REGION_KEYS = ['regionid', 'region_id', 'section', 'circle', 'price'] as const;

/** The same search in another region: type, kind, area and the rest stay. */
export function withRegion(params: URLSearchParams, regionId: number): URLSearchParams {
  let next = withParam(params, 'region', String(regionId));
  for (const key of REGION_KEYS) next = withParam(next, key, null);
  return next;
}

/** Rent is in 元/月 and sale in 萬, so a price band of one type is no band of another. */
export function withType(params: URLSearchParams, type: ListingTypeId): URLSearchParams {
  let next = withParam(withParam(params, 'type', String(type)), 'price', null);
  if (type !== SALE_TYPE && next.get('order') === 'unitprice') {
    next = withParam(withParam(next, 'order', null), 'orderType', null);
  }
  if (type === TRANSFER_TYPE && kindOf(next) !== null && kindOf(next) !== SHOP_KIND) {
    next = withParam(next, 'kind', String(SHOP_KIND));
  }
  return next;
}

/** Each kind has price and area bands of its own; only shops have a frontage. */
export function withKind(params: URLSearchParams, kind: number | null): URLSearchParams {
  let next = withParam(params, 'kind', kind === null ? null : String(kind));
  for (const key of ['price', 'area']) next = withParam(next, key, null);
  if (!hasFrontage(next)) next = withParam(next, 'frontage', null);
  return next;
}

/** Filters the visitor chose besides type, kind and region: the folded panel's count. */
const COUNTED = ['section', 'circle', 'price', 'area', 'floor', 'frontage', 'keyword'] as const;

export function chosenFilterCount(params: URLSearchParams): number {
  return COUNTED.filter((key) => listParam(params, key).length > 0).length;
}

/** A listing's detail, relative to the section's base: transfers are leased, so shown as rent. */
export function detailPath(listing: { id: number; type: number }): string {
  return `${listing.type === SALE_TYPE ? 'sale' : 'rent'}/${listing.id}`;
}
