/**
 * Every `kind` a listing can have, as the list URLs carry it, with its zh-TW name. 9 is a home
 * for sale of any building type (住宅), as 591's own sale list numbers it.
 */
export const LISTING_KINDS = [
  { id: 1, name: '整層住家' },
  { id: 2, name: '獨立套房' },
  { id: 3, name: '分租套房' },
  { id: 4, name: '雅房' },
  { id: 8, name: '車位' },
  { id: 9, name: '住宅' },
  { id: 22, name: '法拍屋' },
  { id: 5, name: '店面' },
  { id: 6, name: '辦公' },
  { id: 12, name: '住辦' },
  { id: 7, name: '廠房' },
  { id: 11, name: '土地' },
] as const;

export type ListingKind = (typeof LISTING_KINDS)[number]['id'];

export const LISTING_KIND_IDS = LISTING_KINDS.map((kind) => kind.id);

export function listingKindName(kind: number): string | undefined {
  return LISTING_KINDS.find((item) => item.id === kind)?.name;
}

export const HOME_KIND = 9;
export const CARPORT_KIND = 8;
export const FORECLOSURE_KIND = 22;
export const SHOP_KIND = 5;
export const OFFICE_KIND = 6;
/** 住辦: an office one may also live in. */
export const LIVE_WORK_KIND = 12;
export const FACTORY_KIND = 7;
/** Land has one kind, which its list URLs always carry. */
export const LAND_KIND = 11;
