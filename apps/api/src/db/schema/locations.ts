import { doublePrecision, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

export const regions = pgTable('regions', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  /** north, central, south or east (east includes the outlying islands). */
  areaGroup: text('area_group').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: smallint('id').primaryKey(),
    regionId: smallint('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
    zipcode: smallint('zipcode').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [index('districts_region_idx').on(table.regionId)],
);

export const metroLines = pgTable('metro_lines', {
  id: smallint('id').primaryKey(),
  regionId: smallint('region_id')
    .notNull()
    .references(() => regions.id),
  name: text('name').notNull(),
  color: text('color').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const metroStations = pgTable(
  'metro_stations',
  {
    id: integer('id').primaryKey(),
    lineId: smallint('line_id')
      .notNull()
      .references(() => metroLines.id),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (table) => [index('metro_stations_line_idx').on(table.lineId)],
);

export const businessCircles = pgTable('business_circles', {
  id: smallint('id').primaryKey(),
  regionId: smallint('region_id')
    .notNull()
    .references(() => regions.id),
  name: text('name').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

export const universities = pgTable('universities', {
  id: smallint('id').primaryKey(),
  regionId: smallint('region_id')
    .notNull()
    .references(() => regions.id),
  name: text('name').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

export const communities = pgTable(
  'communities',
  {
    id: integer('id').primaryKey(),
    regionId: smallint('region_id')
      .notNull()
      .references(() => regions.id),
    districtId: smallint('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    builtYear: smallint('built_year').notNull(),
    households: smallint('households').notNull(),
    totalFloors: smallint('total_floors').notNull(),
    /** NT$ per 坪 and month. */
    managementFee: smallint('management_fee').notNull(),
    /** 建設公司 (投資興建); null when not known. */
    builder: text('builder'),
    /** 公設比, in per cent of the registered area; null when not known. */
    publicRatio: doublePrecision('public_ratio'),
    /** Its door numbers on its road (100 to 120號): how registered deals are matched to it. */
    doorFrom: smallint('door_from'),
    doorTo: smallint('door_to'),
    /** Its registered deals and their median 萬/坪, kept by refreshCommunityDeals. */
    dealCount: integer('deal_count').notNull().default(0),
    medianUnitPrice: doublePrecision('median_unit_price'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [index('communities_district_idx').on(table.districtId)],
);
