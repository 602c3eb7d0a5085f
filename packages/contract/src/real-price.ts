/** The government's registered deals (實價登錄): a search over them and their monthly trend. */
import { REAL_PRICE_KINDS, REAL_PRICE_RENTAL_TYPES, REAL_PRICE_ROOMS } from '@591/config';
import { type Static, Type } from 'typebox';
import { ListParam, Nullable, OneOf, Page, PageParams, RegionParam, Shape } from './common.ts';

/** How every answer with these deals names where they come from, as the licence requires. */
export const DealSource = Shape({
  /** 內政部不動產交易實價查詢服務網 */
  name: Type.String(),
  /** 政府資料開放授權條款－第1版 */
  licence: Type.String(),
  url: Type.String(),
});
export type DealSource = Static<typeof DealSource>;

const dealFilters = {
  /** `regionid`, as the header's 實價登錄 links write it. */
  regionid: RegionParam,
  /** District ids of the region. */
  sectionid: Type.Optional(ListParam),
  /** sale 買賣, presale 預售屋, rent 租賃. */
  kind: OneOf(
    REAL_PRICE_KINDS.map((kind) => kind.id),
    { default: 'sale' },
  ),
  /** The last months of deals (1 to 120), counted back from the newest deal of the region. */
  months: Type.Integer({ minimum: 1, maximum: 120, default: 12 }),
  /** Related-party and other special deals: shown (flagged) unless `special=0`. */
  special: OneOf([0, 1], { default: 1 }),
  /** Building types (REAL_PRICE_BUILDING_TYPES ids, comma-separated or repeated): any of them. */
  type: Type.Optional(ListParam),
  /** 房數: 1 to 3, or 4 for four and more. */
  rooms: Type.Optional(OneOf([...REAL_PRICE_ROOMS])),
  /** 屋齡 at the deal, in years: from `ageMin`, below `ageMax`. */
  ageMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  ageMax: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** 萬/坪 without the parking (as registered where the parking is not apart): a range. */
  unitPriceMin: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
  unitPriceMax: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
  /** Deals on this road of the one district `sectionid` names (中山北路二段, its lanes too). */
  road: Type.Optional(Type.String({ minLength: 1, maxLength: 30, pattern: '^[^%_\\\\]+$' })),
  /** Deals at a community's door numbers (a sale listing's 議價空間). */
  community: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  /** Rentals of one 出租型態 (REAL_PRICE_RENTAL_TYPES id). */
  rentType: Type.Optional(OneOf(REAL_PRICE_RENTAL_TYPES.map((type) => type.id))),
  /** 坪 of the building: from `areaMin`, below `areaMax`. */
  areaMin: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
  areaMax: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
  /** A pre-sale project's deals, by the 建案名稱 the register gives them. */
  project: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  /** 1: the deals a median is taken from (homes priced without parking, no special deal). */
  homes: OneOf([0, 1], { default: 0 }),
};

/** GET /v1/real-price/deals. */
export const DealsQuery = Shape({
  ...dealFilters,
  order: OneOf(['date', 'unitprice', 'total', 'area'], { default: 'date' }),
  orderType: OneOf(['asc', 'desc'], { default: 'desc' }),
  ...PageParams,
});
export type DealsQuery = Static<typeof DealsQuery>;

/** GET /v1/real-price/trend. */
export const DealTrendQuery = Shape(dealFilters);
export type DealTrendQuery = Static<typeof DealTrendQuery>;

/** A registered deal as a search lists it. */
export const RealPriceDeal = Shape({
  serial: Type.String(),
  /** moi: the government's; generated: the site's sample data, never shown as the government's. */
  source: OneOf(['moi', 'generated']),
  districtId: Nullable(Type.Integer()),
  districtName: Type.String(),
  target: Type.String(),
  address: Type.String(),
  /** YYYY-MM-DD */
  tradedOn: Type.String(),
  buildingType: Type.String(),
  floors: Type.Array(Type.Integer()),
  totalFloors: Nullable(Type.Integer()),
  ageYears: Nullable(Type.Integer()),
  /** 坪 */
  areaPing: Type.Number(),
  rooms: Nullable(Type.Integer()),
  halls: Nullable(Type.Integer()),
  bathrooms: Nullable(Type.Integer()),
  /** 萬 */
  totalPrice: Type.Number(),
  /** 萬/坪 as registered, and without the parking where it can be told apart. */
  unitPrice: Nullable(Type.Number()),
  unitPriceExParking: Nullable(Type.Number()),
  parkingCount: Type.Integer(),
  /** 萬; 0 when the parking was sold inside the total. */
  parkingPrice: Type.Number(),
  flags: Type.Array(Type.String()),
  special: Type.Boolean(),
  remarks: Type.String(),
  /** A pre-sale's 建案名稱 and 棟及號, where the register names them; else null. */
  projectName: Nullable(Type.String()),
  unitNumber: Nullable(Type.String()),
});
export type RealPriceDeal = Static<typeof RealPriceDeal>;

/**
 * True when the place has none of the government's deals of the kind and these are the seed's
 * generated ones: the page says so (範例資料) and never presents them as the register's.
 */
export const SampleDeals = Type.Boolean();

/** The release a place's newest deal came from, as a page names it (how current its data is). */
export const DealRelease = Shape({
  /** 資料內容：登記日期自… in the publisher's words; null when the release does not say. */
  window: Nullable(Type.String()),
  /** The ZIP's or register file's name. */
  file: Type.String(),
  /** The day this site imported it (YYYY-MM-DD). */
  importedOn: Type.String(),
});
export type DealRelease = Static<typeof DealRelease>;

export const DealPage = Shape({
  ...Page(RealPriceDeal).properties,
  source: DealSource,
  sample: SampleDeals,
  /** 實價登錄's: the newest deal of the place and kind (YYYY-MM-DD), how current its data is. */
  newest: Type.Optional(Nullable(Type.String())),
  /** 實價登錄's: the release of that newest deal; null for generated deals. */
  release: Type.Optional(Nullable(DealRelease)),
});
export type DealPage = Static<typeof DealPage>;

/** One month of a place's deals: the median 萬/坪 without parking and how many deals it rests on. */
export const DealMonth = Shape({
  /** YYYY-MM */
  month: Type.String(),
  deals: Type.Integer(),
  medianUnitPrice: Type.Number(),
});
export type DealMonth = Static<typeof DealMonth>;

export const DealTrend = Shape({
  months: Type.Array(DealMonth),
  source: DealSource,
  sample: SampleDeals,
});
export type DealTrend = Static<typeof DealTrend>;

/** One district's deals of the filters: how many, and their median 萬/坪 of homes without parking. */
export const DistrictDeals = Shape({
  id: Type.Integer(),
  name: Type.String(),
  /** The district's centre: the register gives addresses, not coordinates. */
  lat: Type.Number(),
  lng: Type.Number(),
  deals: Type.Integer(),
  /** Null when none of its deals is a home priced without parking. */
  medianUnitPrice: Nullable(Type.Number()),
});
export type DistrictDeals = Static<typeof DistrictDeals>;

/** GET /v1/real-price/districts (DealTrendQuery, sectionid and road ignored): the region's deals by district. */
export const DealDistricts = Shape({
  districts: Type.Array(DistrictDeals),
  source: DealSource,
  sample: SampleDeals,
});
export type DealDistricts = Static<typeof DealDistricts>;
