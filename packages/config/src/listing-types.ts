/** How a listing is offered: the `type` its URLs and the API carry, with its zh-TW name. */
export const LISTING_TYPES = [
  { id: 1, code: 'rent', name: '出租' },
  { id: 2, code: 'sale', name: '出售' },
  { id: 6, code: 'transfer', name: '頂讓' },
] as const;

type ListingTypeEntry = (typeof LISTING_TYPES)[number];
export type ListingTypeId = ListingTypeEntry['id'];
export type ListingTypeCode = ListingTypeEntry['code'];

export const LISTING_TYPE_IDS = LISTING_TYPES.map((type) => type.id);

/** A type's id by its code, for code that means one: `LISTING_TYPE.sale` is 2. */
export const LISTING_TYPE = Object.fromEntries(
  LISTING_TYPES.map((type) => [type.code, type.id]),
) as { readonly [Code in ListingTypeCode]: Extract<ListingTypeEntry, { code: Code }>['id'] };

export function listingTypeName(type: number): string | undefined {
  return LISTING_TYPES.find((item) => item.id === type)?.name;
}

/** Monthly rents are in NT$, sale prices in 萬 (NT$10,000). */
export function priceUnitOf(type: number): '元/月' | '萬' {
  return type === LISTING_TYPE.sale ? '萬' : '元/月';
}
