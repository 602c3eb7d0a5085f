import { LAND_DEALS, LAND_KIND, regionIdIn } from '@591/config';
import { listParam, withParam } from '@591/router';

export { LAND_KIND };

/** 1 land for rent, 2 land for sale (the list's default, as most land is sold). */
export type LandType = 1 | 2;

export const LAND_TYPES: readonly { id: LandType; name: string }[] = LAND_DEALS;

/** The special land the list can be narrowed to, by their `special` URL values. */
export const SPECIAL_IDS = ['foreclosure', 'farmhouse', 'large'] as const;
export type SpecialId = (typeof SPECIAL_IDS)[number];

const ZONE_IDS = new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
const RANGE = /^\d*_\d*$/;
const PAGE_SIZE = /^(?:[1-9]|[1-4]\d|50)$/;
const SORTS = new Set(['posttime', 'money', 'area', 'unitprice']);

/** Parameters that name places inside one region: they mean nothing in another. */
const REGION_BOUND = ['section', 'price'] as const;

/** Which list the URL asks for: type=1 is land for rent; anything else is land for sale. */
export function landTypeOf(params: URLSearchParams): LandType {
  return params.get('type') === '1' ? 1 : 2;
}

/** The region searched: region (the header's links), regionid or region_id; else Taipei. */
export function regionIdOf(params: URLSearchParams): number {
  return regionIdIn(params);
}

/** A land search as the list shows it, read from the page's URL. */
export interface LandSearch {
  type: LandType;
  regionId: number;
  sections: string[];
  zones: string[];
  roadWidths: string[];
  specials: SpecialId[];
  price: string[];
  area: string[];
  keyword: string;
  order: string;
  orderType: 'asc' | 'desc';
  page: number;
  /** Results per page when the URL asks for other than the API's 30 (shared links, tests). */
  pageSize: number | null;
}

/** Everything the URL says about the search; values the list does not know are dropped. */
export function parseLandSearch(params: URLSearchParams): LandSearch {
  const page = Number(params.get('page'));
  const order = params.get('order') ?? '';
  return {
    type: landTypeOf(params),
    regionId: regionIdOf(params),
    sections: listParam(params, 'section').filter((id) => /^\d+$/.test(id)),
    zones: listParam(params, 'zone').filter((id) => ZONE_IDS.has(id)),
    roadWidths: listParam(params, 'roadwidth').filter((range) => RANGE.test(range)),
    specials: listParam(params, 'special').filter((id): id is SpecialId =>
      (SPECIAL_IDS as readonly string[]).includes(id),
    ),
    price: listParam(params, 'price').filter((range) => RANGE.test(range)),
    area: listParam(params, 'area').filter((range) => RANGE.test(range)),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    order: SORTS.has(order) ? order : 'posttime',
    orderType: params.get('orderType') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZE.test(params.get('pageSize') ?? '') ? Number(params.get('pageSize')) : null,
  };
}

/**
 * The API query of a land search: always land (kind 11) of one type and region, with only the
 * values the list knows, so a hand-edited URL narrows the search instead of breaking it.
 */
export function landApiQuery(params: URLSearchParams): URLSearchParams {
  const search = parseLandSearch(params);
  const query = new URLSearchParams({
    type: String(search.type),
    kind: String(LAND_KIND),
    region: String(search.regionId),
  });
  const lists: [string, string[]][] = [
    ['section', search.sections],
    ['zone', search.zones],
    ['roadwidth', search.roadWidths],
    ['special', search.specials],
    ['price', search.price],
    ['area', search.area],
  ];
  for (const [key, values] of lists) if (values.length > 0) query.set(key, values.join(','));
  if (search.keyword) query.set('keyword', search.keyword);
  if (search.order !== 'posttime') {
    query.set('order', search.order);
    query.set('orderType', search.orderType);
  }
  if (search.page > 1) query.set('page', String(search.page));
  if (search.pageSize) query.set('pageSize', String(search.pageSize));
  return query;
}

/** The same search in another region: districts and price bands belong to a region, so go. */
export function withRegion(params: URLSearchParams, regionId: number): URLSearchParams {
  let next = withParam(params, 'region', String(regionId));
  for (const key of ['regionid', 'region_id', ...REGION_BOUND]) next = withParam(next, key, null);
  return next;
}

/** The same search for rent or sale: prices differ in unit (元/月 and 萬), so the price goes. */
export function withType(params: URLSearchParams, type: LandType): URLSearchParams {
  const next = withParam(withParam(params, 'type', String(type)), 'price', null);
  // Rentals have no unit price to sort by.
  return type === 1 && next.get('order') === 'unitprice'
    ? withParam(withParam(next, 'order', null), 'orderType', null)
    : next;
}

/** A list URL's query for the region and type, with any filters: the links of the land pages. */
export function landListQuery(
  regionId: number,
  type: LandType = 2,
  filters: Record<string, string> = {},
): string {
  return new URLSearchParams({
    type: String(type),
    region: String(regionId),
    kind: String(LAND_KIND),
    ...filters,
  }).toString();
}

/** True when the search narrows the region's list by anything beyond type and region. */
export function isNarrowed(search: LandSearch): boolean {
  const lists = [search.sections, search.zones, search.roadWidths, search.specials];
  return (
    [...lists, search.price, search.area].some((values) => values.length > 0) || !!search.keyword
  );
}
