import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DealFlag } from '../../domain/real-price/deal-fields.ts';
import type { DealParts } from '../../domain/real-price/deal-parts.ts';

/**
 * Registered deals of the government's real-price open data (實價登錄), one row per 編號, as
 * the import reads them (services/real-price), with the published row kept whole in `raw`.
 * `source` says where a deal comes from: 'moi' for the Ministry of the Interior's files; a
 * generated deal is never shown as the government's.
 */
export const realPriceDeals = pgTable(
  'real_price_deals',
  {
    serial: text('serial').primaryKey(),
    /** A number for the deal where a map names its points by integers. */
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    source: text('source').$type<'moi' | 'generated'>().notNull(),
    /** sale (買賣), presale (預售屋) or rent (租賃): the file's a, b or c. */
    kind: text('kind').notNull(),
    regionId: smallint('region_id').notNull(),
    /** Null when the district's name is not one of the region's (kept, shown by its name). */
    districtId: smallint('district_id'),
    districtName: text('district_name').notNull(),
    target: text('target').notNull(),
    address: text('address').notNull(),
    landParcel: boolean('land_parcel').notNull(),
    /** 使用分區 as registered (住, 商, 農業區…); '' when the file gives none. */
    zoning: text('zoning').notNull().default(''),
    tradedOn: date('traded_on').notNull(),
    landCount: smallint('land_count').notNull(),
    buildingCount: smallint('building_count').notNull(),
    parkingCount: smallint('parking_count').notNull(),
    floors: jsonb('floors')
      .$type<{ floors: number[]; parts: string[]; whole: boolean }>()
      .notNull(),
    totalFloors: smallint('total_floors'),
    buildingType: text('building_type').notNull(),
    mainUse: text('main_use').notNull(),
    completedOn: date('completed_on'),
    ageYears: smallint('age_years'),
    landAreaM2: doublePrecision('land_area_m2').notNull(),
    buildingAreaM2: doublePrecision('building_area_m2').notNull(),
    parkingAreaM2: doublePrecision('parking_area_m2').notNull(),
    areaPing: doublePrecision('area_ping').notNull(),
    rooms: smallint('rooms'),
    halls: smallint('halls'),
    bathrooms: smallint('bathrooms'),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    /** 萬/坪 as registered; null for parking alone. */
    unitPrice: doublePrecision('unit_price'),
    /** 萬/坪 without the parking, where it can be told apart. */
    unitPriceExParking: doublePrecision('unit_price_ex_parking'),
    parkingType: text('parking_type').notNull(),
    parkingPrice: bigint('parking_price', { mode: 'number' }).notNull(),
    remarks: text('remarks').notNull(),
    /** 建案名稱 of a pre-sale (the register's since 2021); null where it names none. */
    projectName: text('project_name'),
    /** 出租型態 of a rental (整棟(戶)出租, 獨立套房…: the register's since 2022); else null. */
    rentalType: text('rental_type'),
    flags: jsonb('flags').$type<DealFlag[]>().notNull(),
    special: boolean('special').notNull(),
    raw: jsonb('raw').$type<Record<string, string>>().notNull(),
    /** The release it was last imported from (real_price_releases.sha256); null for generated. */
    releaseSha256: text('release_sha256'),
    /** Its rows of the release's detail files (_build, _land, _park); empty without them. */
    parts: jsonb('parts')
      .$type<DealParts>()
      .notNull()
      .default({ buildings: [], land: [], parking: [] }),
    /**
     * Where a map shows the deal. The register gives no coordinates: each deal is placed at its
     * district's centre, spread by its 編號 so deals do not sit on one another
     * (placeDealsInDistricts). Null until placed, or when its district is not known.
     */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A search is one kind's deals of a region or a district, newest first, within some months:
  // each index answers its place's newest deal and the page of deals in date order. A region's
  // months hold tens of thousands of deals: its index also holds what the count, the home
  // filters and the monthly median read, so they are answered from the index alone, whatever
  // the catalogue's size (bench:real-price).
  (table) => [
    // The source after the place: a place shows one source's deals (shownSource), and its
    // probe for the government's is the same index's first entries.
    index('real_price_deals_region_source_idx').on(
      table.kind,
      table.regionId,
      table.source,
      table.tradedOn.desc(),
      table.special,
      table.buildingCount,
      table.unitPriceExParking,
      table.unitPrice,
      table.rooms,
      table.ageYears,
      table.buildingType,
    ),
    index('real_price_deals_district_source_idx').on(
      table.kind,
      table.districtId,
      table.source,
      table.tradedOn.desc(),
    ),
    uniqueIndex('real_price_deals_id_idx').on(table.id),
    // A community's or a road's sales: an address prefix within a district (LIKE '臺北市…路%'),
    // a handful of rows however many deals the district holds (bench:real-price).
    index('real_price_deals_sale_address_idx')
      .on(table.districtId, table.address.op('text_pattern_ops'))
      .where(sql`${table.kind} = 'sale'`),
    // A new-build project's own pre-sale deals, by the name the register gives them.
    index('real_price_deals_project_idx')
      .on(table.regionId, table.projectName, table.tradedOn.desc())
      .where(sql`${table.projectName} is not null`),
    // The land price page's: a region's land sales, newest first.
    index('real_price_deals_land_idx')
      .on(table.regionId, table.source, table.tradedOn.desc())
      .where(sql`${table.kind} = 'sale' and ${table.target} = '土地'`),
  ],
);

/**
 * Each release imported, by its sha256: a ZIP the scheduled job fetched (REAL_PRICE_RELEASE_URL),
 * or a register and its detail files from a folder (`url` a file: URL, importShippedRealPrice).
 * The same bytes are not imported twice; what each file gave is kept.
 */
export const realPriceReleases = pgTable('real_price_releases', {
  sha256: text('sha256').primaryKey(),
  url: text('url').notNull(),
  /** What it covers, in the publisher's words; null when the ZIP does not say. */
  window: text('window'),
  files: jsonb('files')
    .$type<{ name: string; rows: number; imported: number; updated: number; skipped: number }[]>()
    .notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
