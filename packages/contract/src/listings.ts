/** Listings: search, cards, detail pages, filter choices and recommendations. */
import { LISTING_STATUSES, LISTING_TYPE_IDS, SECTION_IDS } from '@591/config';
import { type Static, Type } from 'typebox';
import {
  CodeName,
  IdName,
  IsoTime,
  ListParam,
  Nullable,
  OneOf,
  Page,
  PageParams,
  RegionParam,
  Shape,
} from './common.ts';
import { RealPriceDeal } from './real-price.ts';

/** One of the four list sections (@591/config's SECTIONS). */
export const Section = OneOf(SECTION_IDS);
export type Section = Static<typeof Section>;

/** The list page's URL parameters, by the names the portal's URLs use; see the API README. */
export const searchFields = {
  region: Type.Optional(RegionParam),
  regionid: Type.Optional(RegionParam),
  region_id: Type.Optional(RegionParam),
  section: Type.Optional(ListParam),
  type: Type.Optional(OneOf(LISTING_TYPE_IDS)),
  kind: Type.Optional(ListParam),
  price: Type.Optional(ListParam),
  area: Type.Optional(ListParam),
  unitprice: Type.Optional(ListParam),
  houseage: Type.Optional(ListParam),
  layout: Type.Optional(ListParam),
  pattern: Type.Optional(ListParam),
  shape: Type.Optional(ListParam),
  features: Type.Optional(ListParam),
  mrt: Type.Optional(OneOf([0, 1])),
  station: Type.Optional(ListParam),
  mrtline: Type.Optional(ListParam),
  metro: Type.Optional(ListParam),
  school: Type.Optional(ListParam),
  circle: Type.Optional(ListParam),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  shType: Type.Optional(OneOf(['host', 'list'])),
  label: Type.Optional(ListParam),
  zone: Type.Optional(ListParam),
  roadwidth: Type.Optional(ListParam),
  special: Type.Optional(ListParam),
  floor: Type.Optional(ListParam),
  frontage: Type.Optional(ListParam),
  confirmed: Type.Optional(OneOf([7])),
  /** Sale: `below`, homes asking less than their registered deals' median (議價空間). */
  market: Type.Optional(OneOf(['below'])),
  /** west,south,east,north in degrees. */
  bbox: Type.Optional(Type.String({ maxLength: 80 })),
  /** `market`: 開價 ÷ 行情 of a sale (asc: furthest below its deals first). */
  order: Type.Optional(OneOf(['posttime', 'money', 'area', 'unitprice', 'market'])),
  orderType: Type.Optional(OneOf(['asc', 'desc'])),
  page: Type.Optional(PageParams.page),
  pageSize: Type.Optional(PageParams.pageSize),
};
export const SearchQuery = Shape(searchFields);
export type SearchQuery = Static<typeof SearchQuery>;

/** A listing photo: `src` is 640 px WebP; `srcset` has 320, 640 and 1280 px per format. */
export const Photo = Shape({
  index: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  src: Type.String(),
  srcset: Shape({ avif: Type.String(), webp: Type.String() }),
});
export type Photo = Static<typeof Photo>;

/** active (in search), paused by its poster, or closed: rented or sold. */
export const ListingStatus = OneOf(LISTING_STATUSES);
export type ListingStatus = Static<typeof ListingStatus>;

export const ListingConfirmation = Shape({
  /** ISO time of the last confirmation. */
  at: IsoTime,
  daysAgo: Type.Integer(),
  /** Unconfirmed for 14 days: shown last in results, with a warning. */
  stale: Type.Boolean(),
  /** Unconfirmed for 30 days: out of search until confirmed. */
  expired: Type.Boolean(),
});
export type ListingConfirmation = Static<typeof ListingConfirmation>;

const cardFields = {
  id: Type.Integer(),
  section: Section,
  /** 1 rent, 2 sale, 6 shop transfer. */
  type: Type.Integer(),
  typeName: Type.String(),
  kind: Type.Integer(),
  kindName: Type.String(),
  title: Type.String(),
  regionId: Type.Integer(),
  regionName: Type.String(),
  districtId: Type.Integer(),
  districtName: Type.String(),
  address: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  /**
   * The point is near the listing, not at it (rentals): show a circle of
   * APPROXIMATE_POINT_RADIUS_M (@591/config) around it, which holds the poster's pin.
   */
  approximate: Type.Boolean(),
  price: Type.Number(),
  priceUnit: Type.String(),
  /** How much the price came down, in the price's unit; null when it did not. */
  priceDrop: Nullable(Type.Number()),
  /** 頂讓金 in 萬, for shop transfers (type 6). */
  transferFee: Nullable(Type.Number()),
  /** 萬/坪, for sales. */
  unitPrice: Nullable(Type.Number()),
  area: Type.Number(),
  /** 主建物 in 坪, for sales. */
  mainArea: Nullable(Type.Number()),
  layout: Nullable(Type.String()),
  rooms: Type.Integer(),
  livingRooms: Type.Integer(),
  bathrooms: Type.Integer(),
  floor: Nullable(Type.Integer()),
  totalFloors: Nullable(Type.Integer()),
  /** 5F/12F, B2 for basements, 整棟 for whole houses. */
  floorText: Nullable(Type.String()),
  /** Building age in years. */
  age: Nullable(Type.Number()),
  buildingType: Nullable(Type.Integer()),
  buildingTypeName: Nullable(Type.String()),
  /** Land: the use zone (第一種住宅區 … 山坡地保育區) and the width in 米 of the road it faces. */
  zoneName: Nullable(Type.String()),
  roadWidth: Nullable(Type.Number()),
  /** Shops (and land): street frontage in 米. */
  frontage: Nullable(Type.Number()),
  tags: Type.Array(CodeName),
  /** Sale labels: 1 降價, 10 必看好屋, 13 急售. */
  labels: Type.Array(IdName),
  posterRole: Type.Integer(),
  posterRoleName: Type.String(),
  metro: Nullable(
    Shape({
      stationId: Type.Integer(),
      stationName: Type.String(),
      lineId: Type.Integer(),
      lineName: Type.String(),
      walkMetres: Nullable(Type.Number()),
    }),
  ),
  cover: Nullable(Photo),
  photoCount: Type.Integer(),
  viewCount: Type.Integer(),
  status: ListingStatus,
  /** When the poster last confirmed it is available; null for listings with no poster to ask. */
  confirmation: Nullable(ListingConfirmation),
  postedAt: IsoTime,
  updatedAt: IsoTime,
};

/** A listing as search results show it. */
export const ListingCard = Shape({
  ...cardFields,
  community: Nullable(IdName),
});
export type ListingCard = Static<typeof ListingCard>;

export const ListingPage = Page(ListingCard);
export type ListingPage = Static<typeof ListingPage>;

/** Facts shown on a rent detail page (also used for business rentals and transfers). */
export const RentFacts = Shape({
  depositMonths: Type.Number(),
  /** NT$ a month; 0 when included in the rent. */
  managementFee: Type.Number(),
  minLeaseMonths: Type.Number(),
  moveIn: Type.String(),
  includes: Type.Array(Type.String()),
  equipment: Type.Array(Type.String()),
  rules: Shape({
    gender: Type.String(),
    pets: Type.Boolean(),
    cooking: Type.Boolean(),
    identity: Type.String(),
  }),
  parkingFee: Nullable(Type.Number()),
});
export type RentFacts = Static<typeof RentFacts>;

export const SaleFacts = Shape({
  mainArea: Type.Number(),
  publicArea: Type.Number(),
  /** 公設比: percent of 權狀 area that is shared. */
  publicRatio: Type.Number(),
  direction: Type.String(),
  fitment: Type.String(),
  parking: Nullable(Shape({ type: Type.String(), price: Type.Number() })),
  /** NT$ a month. */
  managementFee: Type.Number(),
  /** Earlier asking prices, today's last. */
  priceHistory: Type.Array(Shape({ date: Type.String(), price: Type.Number() })),
  /** Starting bid round, for foreclosures. */
  auctionRound: Type.Optional(Type.Integer()),
});
export type SaleFacts = Static<typeof SaleFacts>;

export const LandFacts = Shape({
  zoning: Type.String(),
  /** 使用地類別, or 都市計畫內 for urban land. */
  landCategory: Type.String(),
  /** 米. */
  roadWidth: Type.Number(),
  frontage: Type.Number(),
  depth: Type.Number(),
  lotNumber: Type.String(),
  /** 嫌惡設施 nearby; absent when no one looked (a member's own listing does not say). */
  nuisances: Type.Optional(Type.Array(Type.String())),
  /** 法拍 land: the court auction's round, 1–4 (each round lowers the floor price). */
  foreclosure: Type.Optional(Shape({ round: Type.Integer() })),
});
export type LandFacts = Static<typeof LandFacts>;

export const BusinessFacts = Shape({
  /** Shops: street frontage in metres and the floor offered. */
  frontage: Type.Optional(Type.Number()),
  floorText: Type.Optional(Type.String()),
  /** Offices: 坪 actually usable. */
  usableArea: Type.Optional(Type.Number()),
  /** Factories. */
  ceilingHeight: Type.Optional(Type.Number()),
  floorLoad: Type.Optional(Type.Number()),
  powerKw: Type.Optional(Type.Number()),
  /** Shop transfers (頂讓): what the fee buys. */
  transferIncludes: Type.Optional(Type.Array(Type.String())),
  /** NT$ a month, for offices and live-and-work offices in managed buildings. */
  managementFee: Type.Optional(Type.Number()),
  /** Months of rent held as deposit, for rentals and transfers. */
  depositMonths: Type.Optional(Type.Number()),
  nearby: Type.Array(Type.String()),
});
export type BusinessFacts = Static<typeof BusinessFacts>;

/** The facts of each section a listing belongs to; stored as they are sent. */
export const ListingFacts = Shape({
  rent: Type.Optional(RentFacts),
  sale: Type.Optional(SaleFacts),
  land: Type.Optional(LandFacts),
  business: Type.Optional(BusinessFacts),
});
export type ListingFacts = Static<typeof ListingFacts>;

/**
 * A sale listing's asking price against the registered deals that match it (議價空間): its
 * community's in the last 24 months, else its road's of its building type, else its district's.
 */
export const AskingMarket = Shape({
  scope: OneOf(['community', 'road', 'district']),
  /** The place as a buyer reads it: 冠德南昌首府, 中山北路二段的電梯大樓, 中山區. */
  place: Type.String(),
  /** The deals behind the figures: homes priced without parking, special deals left out. */
  deals: Type.Integer(),
  /** 萬/坪 without parking: the median and the range; null when `deals` is below 3. */
  median: Nullable(Type.Number()),
  low: Nullable(Type.Number()),
  high: Nullable(Type.Number()),
  months: Type.Integer(),
  /** The seed's generated deals, where the region has none of the register's (範例資料). */
  sample: Type.Boolean(),
  /** The query of 實價登錄 (`/price?…`) that lists exactly these deals. */
  priceQuery: Type.String(),
});
export type AskingMarket = Static<typeof AskingMarket>;

/**
 * A rental's asking rent against the register's (租賃): the district's rents of the same kind
 * (出租型態) and size band in the last 24 months, without parking, special deals left out.
 */
export const RentMarket = Shape({
  /** 整層住家, 獨立套房…: the kind compared. */
  kindName: Type.String(),
  district: Type.String(),
  /** 坪: the size band, from `areaMin` below `areaMax` (null: no upper bound). */
  areaMin: Type.Number(),
  areaMax: Nullable(Type.Number()),
  deals: Type.Integer(),
  /** 元/月: the median and range of the rents; null when `deals` is below 3. */
  median: Nullable(Type.Integer()),
  low: Nullable(Type.Integer()),
  high: Nullable(Type.Integer()),
  months: Type.Integer(),
  /** The query of 實價登錄 (`/price?…`) that lists exactly these rentals. */
  priceQuery: Type.String(),
});
export type RentMarket = Static<typeof RentMarket>;

/** GET /v1/listings/:id: the card plus what a detail page shows. */
export const ListingDetail = Shape({
  ...cardFields,
  /** Why a moderator hid it (`status` hidden): its page answers 410 with it; else null. */
  hiddenReason: Nullable(Type.String()),
  description: Type.String(),
  photos: Type.Array(Photo),
  facts: ListingFacts,
  /** `licence`: a broker's 經紀人證號, shown with their listings; null for other posters. */
  poster: Shape({
    role: Type.Integer(),
    roleName: Type.String(),
    name: Type.String(),
    licence: Nullable(Type.String()),
  }),
  community: Nullable(
    Shape({
      id: Type.Integer(),
      name: Type.String(),
      address: Type.String(),
      builtYear: Type.Integer(),
      age: Type.Integer(),
      households: Type.Integer(),
      totalFloors: Type.Integer(),
      managementFeePerPing: Type.Number(),
      /** 住宅大樓 or 華廈, by its height as the register defines them. */
      buildingType: Type.String(),
      /** 建設公司; null when not known. */
      builder: Nullable(Type.String()),
      /** 公設比 in per cent; null when not known. */
      publicRatio: Nullable(Type.Number()),
      /** Its door numbers on its road (100 to 120號); null when not known. */
      doorFrom: Nullable(Type.Integer()),
      doorTo: Nullable(Type.Integer()),
      /** Its registered deals (at its door numbers) and their median 萬/坪 without parking. */
      dealCount: Type.Integer(),
      medianUnitPrice: Nullable(Type.Number()),
      /** A listing's detail only: the community's three newest registered deals. */
      lastDeals: Type.Optional(Type.Array(RealPriceDeal)),
    }),
  ),
  university: Nullable(IdName),
  businessCircle: Nullable(IdName),
  /** 議價空間 of a home for sale; null for anything else, or where no deal is registered. */
  market: Nullable(AskingMarket),
  /** A rental's district's registered rents of its kind and size; null where none are known. */
  rentMarket: Nullable(RentMarket),
});
export type ListingDetail = Static<typeof ListingDetail>;

/** GET /v1/listings/:id/recommendations: three groups of cards near the listing. */
export const ListingRecommendations = Shape({
  nearby: Type.Array(ListingCard),
  similar_price: Type.Array(ListingCard),
  similar_area: Type.Array(ListingCard),
});
export type ListingRecommendations = Static<typeof ListingRecommendations>;

/** One choice of a list filter, in the form the search takes. */
export const FilterOption = Shape({
  id: Type.Union([Type.String(), Type.Integer()]),
  name: Type.String(),
});
export type FilterOption = Static<typeof FilterOption>;

export const FiltersQuery = Shape({
  region: Type.Optional(RegionParam),
  type: Type.Optional(OneOf(LISTING_TYPE_IDS)),
  kind: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
});
export type FiltersQuery = Static<typeof FiltersQuery>;

/** Read-only: the bands are the catalogue's own constants (@591/config). */
const Options = Type.Immutable(Type.Array(FilterOption));

/** GET /v1/{section}/filters: the list page's choices for a region, type and kind. */
export const ListingFilters = Shape({
  types: Options,
  kinds: Options,
  price: Options,
  area: Options,
  houseage: Options,
  rooms: Options,
  buildingTypes: Options,
  features: Type.Immutable(Type.Array(CodeName)),
  labels: Options,
  posterRoles: Options,
  orders: Options,
  /** Land only (empty elsewhere): use zones 1–9, road width bands in 米, special kinds of land. */
  zones: Options,
  roadWidths: Options,
  specials: Options,
  /** Business only (empty elsewhere): 1 一樓, 2 二樓以上, 3 地下室, and frontage bands in 米. */
  floors: Options,
  frontages: Options,
});
export type ListingFilters = Static<typeof ListingFilters>;
