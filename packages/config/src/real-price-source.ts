/**
 * Where registered deals (實價登錄) come from, as every page and answer that shows them must
 * say: the government's open data licence asks for attribution.
 */
export const REAL_PRICE_SOURCE = {
  name: '內政部不動產交易實價查詢服務網',
  licence: '政府資料開放授權條款－第1版',
  url: 'https://lvr.land.moi.gov.tw/',
} as const;

/**
 * The kinds of registered deal, by the letter of the government's file that holds them
 * ({city}_lvr_land_{a|b|c}.csv), with the names pages show.
 */
export const REAL_PRICE_KINDS = [
  { id: 'sale', file: 'a', name: '買賣' },
  { id: 'presale', file: 'b', name: '預售屋' },
  { id: 'rent', file: 'c', name: '租賃' },
] as const;

export type RealPriceKind = (typeof REAL_PRICE_KINDS)[number]['id'];

/**
 * The search's building types, each the government's 建物型態 values it stands for (the
 * files write them with their definition: 住宅大樓(11層含以上有電梯)); what is not a home is
 * 其他.
 */
export const REAL_PRICE_BUILDING_TYPES = [
  { id: 'tower', name: '住宅大樓', registered: ['住宅大樓'] },
  { id: 'mansion', name: '華廈', registered: ['華廈'] },
  { id: 'apartment', name: '公寓', registered: ['公寓'] },
  { id: 'townhouse', name: '透天厝', registered: ['透天厝'] },
  { id: 'studio', name: '套房', registered: ['套房'] },
  { id: 'shop', name: '店面', registered: ['店面'] },
  { id: 'office', name: '辦公商業大樓', registered: ['辦公商業大樓'] },
  { id: 'other', name: '其他', registered: ['工廠', '廠辦', '農舍', '倉庫', '其他'] },
] as const;

export type RealPriceBuildingType = (typeof REAL_PRICE_BUILDING_TYPES)[number]['id'];

/** 房數 to search by: 1 to 3 rooms, and 4 or more. */
export const REAL_PRICE_ROOMS = [1, 2, 3, 4] as const;

/** 屋齡 at the deal, in years: each band from its lower bound up to (not including) the next. */
export const REAL_PRICE_AGE_BANDS = [
  { name: '5年內', min: 0, max: 5 },
  { name: '5-10年', min: 5, max: 10 },
  { name: '10-20年', min: 10, max: 20 },
  { name: '20-30年', min: 20, max: 30 },
  { name: '30年以上', min: 30, max: null },
] as const;

/**
 * 出租型態 of the rental register (租賃, since 2022) by the rent list's kinds it stands for:
 * a rental listing is compared with the registered rents of its own kind.
 */
export const REAL_PRICE_RENTAL_TYPES = [
  { id: 'whole', name: '整層住家', registered: '整棟(戶)出租', listingKind: 1 },
  { id: 'suite', name: '獨立套房', registered: '獨立套房', listingKind: 2 },
  { id: 'shared', name: '分租套房', registered: '分租套房', listingKind: 3 },
  { id: 'room', name: '雅房', registered: '分租雅房', listingKind: 4 },
] as const;

export type RealPriceRentalType = (typeof REAL_PRICE_RENTAL_TYPES)[number]['id'];

/** 坪 bands a rent is compared within: from each bound up to (not including) the next. */
export const REAL_PRICE_RENT_AREA_BANDS = [0, 5, 10, 20, 30, 40, 60] as const;

/** The band an area falls in: its lower bound, and its upper (null for the last, open one). */
export function rentAreaBandOf(area: number): { min: number; max: number | null } {
  const bands = REAL_PRICE_RENT_AREA_BANDS;
  const index = bands.findLastIndex((bound) => area >= bound);
  const min = bands[Math.max(0, index)]!;
  return { min, max: bands[index + 1] ?? null };
}
