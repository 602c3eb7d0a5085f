/** The `kind` of a listing, as the list URLs carry it, with its zh-TW name. */
export const LISTING_KIND_NAMES = {
  1: '整層住家',
  2: '獨立套房',
  3: '分租套房',
  4: '雅房',
  8: '車位',
  5: '店面',
  6: '辦公',
  12: '住辦',
  7: '廠房',
  11: '土地',
  22: '法拍屋',
} as const;

export type ListingKind = keyof typeof LISTING_KIND_NAMES;

/** Kinds offered on the rent list, in menu order. */
export const RENT_KINDS = [1, 2, 3, 4, 8] as const;
/** Kinds of the business section (shops, offices, factories, land), in menu order. */
export const BUSINESS_KINDS = [5, 6, 12, 7, 11] as const;
export const CARPORT_KIND = 8;
export const FORECLOSURE_KIND = 22;

export type BusinessKind = (typeof BUSINESS_KINDS)[number];

export function isBusinessKind(kind: number | undefined): kind is BusinessKind {
  return (BUSINESS_KINDS as readonly number[]).includes(kind ?? Number.NaN);
}

export function listingKindName(kind: number): string | undefined {
  return LISTING_KIND_NAMES[kind as ListingKind];
}

/** Land has one kind, which its list URLs always carry. */
export const LAND_KIND = 11;

/** Kinds of the business list, in the header menu's order; land has a site of its own. */
export const BUSINESS_LIST_KINDS = [
  { id: 5, name: '店面' },
  { id: 6, name: '辦公' },
  { id: 12, name: '住辦' },
  { id: 7, name: '廠房' },
] as const;

/** How land is offered, the `type` of its URLs: mostly sold, so 出售 comes first. */
export const LAND_DEALS = [
  { id: 2, name: '出售' },
  { id: 1, name: '出租' },
] as const;

/** How business premises are offered, the `type` of their URLs. */
export const BUSINESS_DEALS = [
  { id: 1, name: '出租' },
  { id: 2, name: '出售' },
  { id: 6, name: '頂讓' },
] as const;
