import {
  LISTING_STATUSES,
  LISTING_TYPE_IDS,
  type ListingStatus,
  MAP_SECTIONS,
  SECTION_IDS,
  SECTIONS,
  type Section,
} from '@591/config';
import type { ListingFacts } from '@591/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DraftFields } from '../../domain/posting-fields.ts';
import type { AskingMarket } from '../../domain/real-price/asking-market.ts';
import { communities, districts, regions } from './locations.ts';
import { members } from './members.ts';
import { oneOf } from './one-of.ts';

/**
 * One row per listing of every section, holding what lists filter, sort and show. Rows stay
 * narrow so searches read few pages; the detail page's text and facts are in listing_details.
 */
export const listings = pgTable(
  'listings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** rent, sale, land or business. */
    section: text('section').$type<Section>().notNull(),
    /** 1 rent, 2 sale, 6 shop transfer. */
    type: smallint('type').notNull(),
    kind: smallint('kind').notNull(),
    regionId: smallint('region_id')
      .notNull()
      .references(() => regions.id),
    districtId: smallint('district_id')
      .notNull()
      .references(() => districts.id),
    communityId: integer('community_id').references(() => communities.id),
    title: text('title').notNull(),
    address: text('address').notNull(),
    /** Title, address, community and district names, for keyword search. */
    keywords: text('keywords').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** NT$ a month when type is 1 or 6, 萬 (NT$10,000) when type is 2. */
    price: integer('price').notNull(),
    /** How much the price was lowered, in the price's unit; null if never. */
    priceDrop: integer('price_drop'),
    /** 頂讓金 in 萬: what a shop transfer (type 6) costs on top of the rent. */
    transferFee: integer('transfer_fee'),
    /** 萬 per 坪, for sales. */
    unitPrice: doublePrecision('unit_price'),
    /** 坪: 權狀 for sales of buildings, 地坪 for land, the rented area otherwise. */
    area: doublePrecision('area').notNull(),
    /** 主建物 坪 of a sale, shown on cards next to 權狀. */
    mainArea: doublePrecision('main_area'),
    rooms: smallint('rooms').notNull().default(0),
    livingRooms: smallint('living_rooms').notNull().default(0),
    bathrooms: smallint('bathrooms').notNull().default(0),
    floor: smallint('floor'),
    totalFloors: smallint('total_floors'),
    /** Building age in years. */
    age: smallint('age'),
    buildingType: smallint('building_type'),
    /** Land use zone (LAND_ZONES id), for land. */
    landZone: smallint('land_zone'),
    /** 使用地類別 (LAND_CATEGORIES id) of non-urban land. */
    landCategory: smallint('land_category'),
    /** Metres: the road a plot of land faces. */
    roadWidth: real('road_width'),
    /** Metres of street frontage: shops and land. */
    frontage: real('frontage'),
    /** 法拍 auction round (1–4) of a foreclosed plot; null for an ordinary sale. */
    auctionRound: smallint('auction_round'),
    /** Bit set of FEATURES. */
    features: integer('features').notNull().default(0),
    /** Bit set of LABELS (price drop, must-see, urgent). */
    labels: integer('labels').notNull().default(0),
    /** 1 owner (屋主), 2 broker (仲介), 3 agent (代理人). */
    posterRole: smallint('poster_role').notNull(),
    posterName: text('poster_name').notNull(),
    stationId: integer('station_id'),
    /** Metres to the station, walking. */
    stationDistance: smallint('station_distance'),
    universityId: smallint('university_id'),
    circleId: smallint('circle_id'),
    photoSeed: smallint('photo_seed').notNull(),
    photoCount: smallint('photo_count').notNull(),
    /**
     * Where a posted listing's own photos are stored (listings/{photoSet}/...); null for the
     * seeded catalogue, whose photos are drawn from photoSeed.
     */
    photoSet: text('photo_set'),
    /**
     * The member who posted it (the seeded catalogue's too: addPosterMembers); null once that
     * account is deleted, or where a seeded poster's number was someone else's first.
     */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** 經紀人證號 of a broker poster, shown on the listing. */
    brokerLicence: text('broker_licence'),
    viewCount: integer('view_count').notNull().default(0),
    /**
     * active (in search), paused by its poster, closed: rented or sold, for good, or hidden by
     * a moderator after a report. Only active listings are searched, recommended and in the
     * sitemap.
     */
    status: text('status').$type<ListingStatus>().notNull().default('active'),
    /** When the poster marked it rented or sold. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why a moderator hid it, as its page and its poster are told; null unless hidden. */
    hiddenReason: text('hidden_reason'),
    /**
     * When the poster last confirmed it is still available. Null only for a listing without a
     * poster to ask, which is never demoted for it.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /**
     * 議價空間 of a home for sale: the registered deals its asking price is measured against,
     * kept by refreshListingMarkets after each import and at publishing; null otherwise.
     */
    market: jsonb('market').$type<AskingMarket>(),
    /** The market's median 萬/坪 when it rests on enough deals; else null. */
    marketMedian: doublePrecision('market_median'),
    /** 開價 ÷ 行情 (below 1: asking less than the deals), kept by the database as prices change. */
    marketRatio: doublePrecision('market_ratio').generatedAlwaysAs(
      (): ReturnType<typeof sql> => sql`unit_price / market_median`,
    ),
  },
  (table) => [
    check('listings_section_check', oneOf(table.section, SECTION_IDS)),
    check('listings_type_check', oneOf(table.type, LISTING_TYPE_IDS)),
    // Each section lists only its own types and kinds, as search and posting do.
    check(
      'listings_section_offer_check',
      sql.join(
        SECTIONS.map(
          (section) =>
            sql`(${table.section} = ${sql.raw(`'${section.id}'`)} and ${oneOf(table.type, section.types)} and ${oneOf(table.kind, section.kinds)})`,
        ),
        sql` or `,
      ),
    ),
    check('listings_price_check', sql`${table.price} >= 0`),
    check('listings_status_check', oneOf(table.status, LISTING_STATUSES)),
    // DESC NULLS FIRST is what ORDER BY ... DESC means: only then can the scan skip the sort.
    index('listings_section_region_posted_idx').on(
      table.section,
      table.regionId,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('listings_section_region_price_idx').on(table.section, table.regionId, table.price),
    index('listings_section_region_area_idx').on(table.section, table.regionId, table.area),
    index('listings_section_posted_idx').on(
      table.section,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The sitemap's pages of 50,000 in id order: covering, so they are read from the index alone
    // instead of sorting the section's rows on every page.
    index('listings_section_id_idx').on(
      table.section,
      table.id,
      table.type,
      table.updatedAt,
      table.status,
      table.confirmedAt,
    ),
    index('listings_district_section_idx').on(
      table.districtId,
      table.section,
      table.postedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Map views: a region's listings in search inside a box, longitude ranged and latitude
    // checked in the index, so a street view reads only its own rows and a city view its
    // region's. The columns after them are what a map's clusters read and what its filters
    // most often name (kind, type, price, 屋主直租, 近捷運, 格局, 屋齡, 坪數), so those views
    // are answered from the index alone while the table's pages are all visible (VACUUM;
    // autovacuum on PostgreSQL): a region's listings are spread over the whole table, and
    // fetching their rows for a filter reads most of its pages. One index a section, holding
    // active listings only, so no text column is in them: each text column read before the
    // others made every entry several times slower to read.
    ...MAP_SECTIONS.map((section) =>
      index(`listings_${section}_map_idx`)
        .on(
          table.regionId,
          table.lng,
          table.lat,
          table.confirmedAt,
          table.kind,
          table.type,
          table.price,
          table.id,
          table.posterRole,
          table.stationId,
          table.rooms,
          table.age,
          table.area,
        )
        .where(sql`${table.section} = ${sql.raw(`'${section}'`)} and ${table.status} = 'active'`),
    ),
    // Nearest-first scans (ORDER BY point <-> point) for the nearby recommendations, one per
    // section so a scan for a rare section does not wade through the common ones.
    ...SECTION_IDS.map((section) =>
      index(`listings_${section}_location_gist_idx`)
        .using('gist', sql`point(${table.lng}, ${table.lat})`)
        .where(sql`${table.section} = ${sql.raw(`'${section}'`)}`),
    ),
    // The map's ageing job: listings in search whose confirmation passed the limit since its
    // last run. A listing never confirmed is not in it.
    index('listings_confirmed_idx')
      .on(table.confirmedAt)
      .where(sql`${table.status} = 'active' and ${table.confirmedAt} is not null`),
    index('listings_station_idx').on(table.stationId).where(sql`${table.stationId} is not null`),
    index('listings_university_idx')
      .on(table.universityId)
      .where(sql`${table.universityId} is not null`),
    index('listings_community_idx').on(table.communityId),
    index('listings_member_idx').on(table.memberId).where(sql`${table.memberId} is not null`),
    index('listings_keywords_trgm_idx').using('gin', sql`${table.keywords} gin_trgm_ops`),
  ],
);

/** What only the detail page shows: kept apart so list scans do not read it. */
export const listingDetails = pgTable('listing_details', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  /** Rent terms, sale, land and business facts, by section. */
  facts: jsonb('facts').$type<ListingFacts>().notNull(),
  /**
   * What its poster filled in, as the posting form holds it: an edit starts from it. Null for
   * the seeded catalogue.
   */
  postedFields: jsonb('posted_fields').$type<DraftFields>(),
});

/**
 * Every change of a listing's price by its poster, oldest first: the history buyers see, and
 * what tells a drop (降價) from a rise.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('price_changes_listing_idx').on(table.listingId, table.changedAt)],
);
