import {
  NEW_BUILD_SALE_STATUSES,
  NEW_BUILD_TYPES,
  type NewBuildPurpose,
  type NewBuildSaleStatus,
  type NewBuildShape,
  type NewBuildTag,
  type NewBuildTypeId,
} from '@591/config';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { districts, metroStations, regions } from './locations.ts';
import { members } from './members.ts';
import { idsOf, oneOf } from './one-of.ts';

/**
 * New-build projects (新建案), filled by the seed: every fact the detail page shows, in
 * columns, so the list filters and sorts on them directly. Prices are null while 價格待定.
 */
export const newBuilds = pgTable(
  'new_builds',
  {
    id: integer('id').primaryKey(),
    regionId: smallint('region_id')
      .notNull()
      .references(() => regions.id),
    districtId: smallint('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
    /** 投資興建, 營造, 企劃銷售, 建築設計. */
    builder: text('builder').notNull(),
    constructorName: text('constructor_name').notNull(),
    salesAgent: text('sales_agent').notNull(),
    architect: text('architect').notNull(),
    /** District and road: 大安區和平東路二段. */
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** NEW_BUILD_TYPES: 1 預售屋, 2 新成屋, 3 待確認. */
    buildType: smallint('build_type').$type<NewBuildTypeId>().notNull(),
    saleStatus: text('sale_status').$type<NewBuildSaleStatus>().notNull(),
    purpose: text('purpose').$type<NewBuildPurpose>().notNull(),
    shape: text('shape').$type<NewBuildShape>().notNull(),
    /** 萬/坪. */
    unitPriceMin: doublePrecision('unit_price_min'),
    unitPriceMax: doublePrecision('unit_price_max'),
    /** 萬. */
    totalPriceMin: integer('total_price_min'),
    totalPriceMax: integer('total_price_max'),
    /** 坪. */
    areaMin: doublePrecision('area_min').notNull(),
    areaMax: doublePrecision('area_max').notNull(),
    /** The room counts of its room types, ascending; 0 for 開放式. */
    rooms: smallint('rooms').array().notNull(),
    households: smallint('households').notNull(),
    buildings: smallint('buildings').notNull(),
    floorsAbove: smallint('floors_above').notNull(),
    floorsBelow: smallint('floors_below').notNull(),
    /** 基地面積 in 坪; 建蔽率 and 公設比 in %. */
    siteArea: doublePrecision('site_area').notNull(),
    coverageRatio: doublePrecision('coverage_ratio').notNull(),
    publicRatio: doublePrecision('public_ratio').notNull(),
    parkingPlan: text('parking_plan').notNull(),
    parkingCount: smallint('parking_count').notNull(),
    /** 萬 a space. */
    parkingPriceMin: integer('parking_price_min'),
    parkingPriceMax: integer('parking_price_max'),
    /** 元/坪/月. */
    managementFee: smallint('management_fee').notNull(),
    /** 完工 as `YYYY-MM`; 交屋 in words. */
    completion: text('completion').notNull(),
    handover: text('handover').notNull(),
    permitNumber: text('permit_number').notNull(),
    officeAddress: text('office_address').notNull(),
    officeHours: text('office_hours').notNull(),
    officePhone: text('office_phone').notNull(),
    tags: text('tags').array().$type<NewBuildTag[]>().notNull(),
    /** First public sale; null while 即將公開. */
    openedOn: date('opened_on'),
    views: integer('views').notNull().default(0),
    /** Drawn photos (services/new-build-photos): one seed, and how many of each album. */
    photoSeed: smallint('photo_seed').notNull(),
    exteriorPhotos: smallint('exterior_photos').notNull(),
    floorPlanPhotos: smallint('floor_plan_photos').notNull(),
    surroundingsPhotos: smallint('surroundings_photos').notNull(),
    hasPanorama: boolean('has_panorama').notNull(),
    /**
     * A posted project's uploaded photos (listings/{set}/, the albums one after another in
     * the counts above); null for the seed's drawn ones.
     */
    photoSet: text('photo_set'),
    /**
     * The nearest station within reach (new_build_stations' closest), kept on the row so a
     * card and the 捷運宅 filter read it without a join; null when none is near.
     */
    stationId: integer('station_id').references(() => metroStations.id),
    stationMetres: smallint('station_metres'),
    /** The builder's member account: it reads the project's 預約賞屋 and is told of each. */
    ownerMemberId: integer('owner_member_id').references(() => members.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('new_builds_build_type_check', oneOf(table.buildType, idsOf(NEW_BUILD_TYPES))),
    check('new_builds_sale_status_check', oneOf(table.saleStatus, idsOf(NEW_BUILD_SALE_STATUSES))),
    index('new_builds_region_district_idx').on(table.regionId, table.districtId),
    index('new_builds_region_type_idx').on(table.regionId, table.buildType),
    index('new_builds_region_opened_idx').on(
      table.regionId,
      table.openedOn.desc().nullsLast(),
      table.id,
    ),
    index('new_builds_region_station_idx').on(table.regionId, table.stationMetres),
    index('new_builds_owner_idx').on(table.ownerMemberId),
  ],
);

/** 最新動態: what happened to a project (建照核發, 公開銷售, 上樑…), one row each. */
export const newBuildEvents = pgTable(
  'new_build_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    newBuildId: integer('new_build_id')
      .notNull()
      .references(() => newBuilds.id, { onDelete: 'cascade' }),
    happenedOn: date('happened_on').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (table) => [index('new_build_events_project_idx').on(table.newBuildId, table.happenedOn.desc())],
);

/**
 * Every station near a project, with the straight-line metres, worked out by the seed: the
 * metro filters and the detail's stations are index lookups instead of distance sums.
 */
export const newBuildStations = pgTable(
  'new_build_stations',
  {
    newBuildId: integer('new_build_id')
      .notNull()
      .references(() => newBuilds.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => metroStations.id),
    metres: smallint('metres').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.newBuildId, table.stationId] }),
    index('new_build_stations_station_idx').on(table.stationId, table.metres),
  ],
);
