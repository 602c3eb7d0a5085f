/** New builds (新建案, listing category 8): projects on sale or about to be, with every fact a buyer checks. */

import {
  NEW_BUILD_PURPOSES,
  NEW_BUILD_SALE_STATUSES,
  NEW_BUILD_SEARCH_TYPES,
  NEW_BUILD_SHAPES,
  NEW_BUILD_TYPES,
} from '@591/config';
import { type Static, Type } from 'typebox';
import {
  IsoTime,
  Nullable,
  OneOf,
  OneOfIds,
  Page,
  PageParams,
  RegionParam,
  Shape,
} from './common.ts';
import { Photo } from './listings.ts';
import { DealSource, RealPriceDeal, SampleDeals } from './real-price.ts';

const SmallId = Type.Integer({ minimum: 1, maximum: 32_767 });

/** GET /v1/new-builds: the list's parameters, by the names the header's menu links use. */
export const NewBuildsQuery = Shape({
  regionid: RegionParam,
  sectionid: Type.Optional(SmallId),
  /** 1 預售屋, 2 新成屋. */
  build_type: Type.Optional(OneOf(NEW_BUILD_SEARCH_TYPES)),
  /** 最新公開: first public sale within NEWLY_OPENED_DAYS. */
  now: Type.Optional(OneOf([1])),
  /** 捷運宅: a station within METRO_PROJECT_METRES. */
  type: Type.Optional(OneOf([1])),
  /** A metro line, or one station: projects within METRO_PROJECT_METRES of it. */
  mrtline: Type.Optional(SmallId),
  station: Type.Optional(SmallId),
  /** A band of NEW_BUILD_UNIT_PRICE_BANDS (`lower_upper`, 萬/坪). */
  unitprice: Type.Optional(Type.String({ maxLength: 20 })),
  /** The position (0-6) of a band of newBuildPriceBands(regionid), total price in 萬. */
  price: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
  /** Has units at or above this total price (萬): 豪宅建案 above a region's luxury line. */
  totalmin: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  /** Has a room type with this many rooms (4: four or more). */
  rooms: Type.Optional(OneOf([1, 2, 3, 4])),
  shape: Type.Optional(OneOfIds(NEW_BUILD_SHAPES)),
  purpose: Type.Optional(OneOfIds(NEW_BUILD_PURPOSES)),
  /** One of NEW_BUILD_TAGS. */
  tag: Type.Optional(Type.String({ maxLength: 10 })),
  /** Part of the project's name, builder or road. */
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  /** opened: newest first public sale; unitprice / price: lowest first; views: most viewed. */
  order: OneOf(['opened', 'unitprice', 'price', 'views'], { default: 'opened' }),
  /** Only with a VR 720 panorama (the /vr page). */
  vr: Type.Optional(OneOf([1])),
  ...PageParams,
});
export type NewBuildsQuery = Static<typeof NewBuildsQuery>;

const Range = Shape({ min: Type.Number(), max: Type.Number() });

const NearbyPlace = Shape({
  name: Type.String(),
  /** The metro line's name, or the school's kind (大學). */
  note: Type.String(),
  /** Straight-line distance. */
  metres: Type.Integer(),
});
export type NearbyPlace = Static<typeof NearbyPlace>;

/** A project as the list and the landing show it. */
export const NewBuildSummary = Shape({
  id: Type.Integer(),
  name: Type.String(),
  regionId: Type.Integer(),
  regionName: Type.String(),
  districtId: Type.Integer(),
  districtName: Type.String(),
  /** District and road: 大安區和平東路二段. */
  address: Type.String(),
  buildType: OneOfIds(NEW_BUILD_TYPES),
  saleStatus: OneOfIds(NEW_BUILD_SALE_STATUSES),
  /** 萬/坪; null: 價格待定. */
  unitPrice: Nullable(Range),
  /** 萬; null: 價格待定. */
  totalPrice: Nullable(Range),
  /** 坪. */
  area: Range,
  /** The room counts of its room types, ascending (0 for 開放式). */
  rooms: Type.Array(Type.Integer()),
  households: Type.Integer(),
  tags: Type.Array(Type.String()),
  builder: Type.String(),
  /** First public sale, `YYYY-MM`; null when not yet public. */
  openedOn: Nullable(Type.String()),
  views: Type.Integer(),
  cover: Photo,
  hasPanorama: Type.Boolean(),
  nearestStation: Nullable(NearbyPlace),
});
export type NewBuildSummary = Static<typeof NewBuildSummary>;

export const NewBuildPage = Page(NewBuildSummary);
export type NewBuildPage = Static<typeof NewBuildPage>;

/** GET /v1/new-builds/overview?regionid=: the landing's figures and rows. */
export const NewBuildOverviewQuery = Shape({ regionid: RegionParam });
export type NewBuildOverviewQuery = Static<typeof NewBuildOverviewQuery>;

export const NewBuildOverview = Shape({
  regionId: Type.Integer(),
  regionName: Type.String(),
  presaleCount: Type.Integer(),
  completedCount: Type.Integer(),
  metroCount: Type.Integer(),
  /** The newest first public sales (at most 6), and metro projects (at most 6). */
  newest: Type.Array(NewBuildSummary),
  metro: Type.Array(NewBuildSummary),
});
export type NewBuildOverview = Static<typeof NewBuildOverview>;

export const NewBuildEvent = Shape({
  /** `YYYY-MM-DD`. */
  date: Type.String(),
  title: Type.String(),
  body: Type.String(),
});
export type NewBuildEvent = Static<typeof NewBuildEvent>;

/** GET /v1/new-builds/:id: everything about one project. */
export const NewBuildDetail = Shape({
  ...NewBuildSummary.properties,
  lat: Type.Number(),
  lng: Type.Number(),
  purpose: OneOfIds(NEW_BUILD_PURPOSES),
  shape: OneOfIds(NEW_BUILD_SHAPES),
  /** 營造, 企劃銷售, 建築設計. */
  constructorName: Type.String(),
  salesAgent: Type.String(),
  architect: Type.String(),
  buildings: Type.Integer(),
  floorsAbove: Type.Integer(),
  floorsBelow: Type.Integer(),
  /** 基地面積 in 坪; 建蔽率 and 公設比 in %. */
  siteArea: Type.Number(),
  coverageRatio: Type.Number(),
  publicRatio: Type.Number(),
  /** 車位規劃: 坡道平面, 機械…; count, and price per space in 萬 (null: 價格待定, or a house's own garage). */
  parking: Shape({
    plan: Type.String(),
    count: Type.Integer(),
    price: Nullable(Range),
  }),
  /** 管理費, 元/坪/月. */
  managementFee: Type.Integer(),
  /** 完工 `YYYY-MM`; 交屋 in words (e.g. 完工後3個月). */
  completion: Type.String(),
  handover: Type.String(),
  /** 建照號碼. */
  permitNumber: Type.String(),
  office: Shape({ address: Type.String(), hours: Type.String(), phone: Type.String() }),
  /** The gallery's albums: 外觀 (the cover first), 格局圖, 周邊環境. */
  photos: Shape({
    exterior: Type.Array(Photo),
    floorPlans: Type.Array(Photo),
    surroundings: Type.Array(Photo),
  }),
  /** An equirectangular picture for the 720 viewer; null without one. */
  panorama: Nullable(Type.String()),
  /** The nearest stations (at most 3, within 1.5 km) and schools (at most 3, within 3 km). */
  stations: Type.Array(NearbyPlace),
  schools: Type.Array(NearbyPlace),
  /** 最新動態, newest first. */
  timeline: Type.Array(NewBuildEvent),
  /** The district's newest registered home sales (at most 10) and their source. */
  deals: Type.Array(RealPriceDeal),
  dealSource: DealSource,
  dealsSample: SampleDeals,
  /**
   * The project's own registered pre-sale deals, by the 建案名稱 the register gives them
   * (since 2021): how many, their median 萬/坪 without parking (null below 3), the newest ten,
   * and the 實價登錄 query that lists them all. Null where the register names none.
   */
  presale: Nullable(
    Shape({
      total: Type.Integer(),
      medianUnitPrice: Nullable(Type.Number()),
      deals: Type.Array(RealPriceDeal),
      priceQuery: Type.String(),
    }),
  ),
  updatedAt: IsoTime,
});
export type NewBuildDetail = Static<typeof NewBuildDetail>;
