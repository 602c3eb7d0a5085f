import { sectionRules } from '@591/config';
import {
  and,
  asc,
  count,
  desc,
  gte,
  inArray,
  isNotNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { communities, listings } from '../db/schema/index.ts';
import {
  FEATURE_BITS,
  type FeatureCode,
  labelMaskOf,
  NEW_LISTING_DAYS,
  OWNER_ROLE,
} from '../domain/attributes.ts';
import type { BusinessFloorId } from '../domain/business-floors.ts';
import {
  FARMHOUSE_MIN_AREA,
  FARMLAND_CATEGORY,
  LARGE_LAND_AREA,
  type LandSpecial,
} from '../domain/land-zones.ts';
import { daysBefore } from '../domain/listing-status.ts';
import type { Range, SearchFilters, SortKey } from '../domain/search-filters.ts';
import { KeptAnswers } from '../lib/kept-answers.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import { searchVersionOf } from './data-versions.ts';
import { inSearch, recentlyConfirmed, staleLast } from './listing-availability.ts';
import { type CardRow, cardFromJson, cardObject, communityJoin } from './listing-columns.ts';
import { type LocationCatalog, stationsOfLines } from './location-catalog.ts';
import type { GeoBox } from './map-box.ts';

/** Largest value of each whole-number column type; larger bounds would be a database error. */
const WHOLE_MAX = { smallint: 32_767, integer: 2_147_483_647 } as const;

export type WholeColumn = keyof typeof WHOLE_MAX;

/**
 * A band's bound as compared with a column. Bounds on whole-number columns are rounded inwards
 * (a rent of at least 100.5 is at least 101) and clamped to the column's range, so any band
 * the parameter pattern allows compares cleanly and can use the index.
 */
export function columnBound(value: number, end: 'lower' | 'upper', whole?: WholeColumn): number {
  if (!whole) return value;
  return Math.min(end === 'lower' ? Math.ceil(value) : Math.floor(value), WHOLE_MAX[whole]);
}

/** lower_upper bands as SQL: a row is in when it is in any of them. */
function inRanges(
  column: PgColumn,
  ranges: Range[] | undefined,
  whole?: WholeColumn,
): SQL | undefined {
  if (!ranges) return undefined;
  return or(
    ...ranges.map((range) =>
      and(
        range.lower === null ? undefined : gte(column, columnBound(range.lower, 'lower', whole)),
        range.upper === null ? undefined : lte(column, columnBound(range.upper, 'upper', whole)),
      ),
    ),
  );
}

/** Room filters list counts where the last choice means "this many or more", as on the site. */
function roomCondition(rooms: number[] | undefined): SQL | undefined {
  if (!rooms) return undefined;
  const exact = rooms.filter((n) => n < 4);
  return or(
    exact.length ? inArray(listings.rooms, exact) : undefined,
    rooms.some((n) => n >= 4) ? gte(listings.rooms, 4) : undefined,
  );
}

const SPECIAL_CONDITIONS: Record<LandSpecial, () => SQL> = {
  foreclosure: () => isNotNull(listings.auctionRound),
  farmhouse: () =>
    and(
      sql`${listings.landCategory} = ${FARMLAND_CATEGORY}`,
      gte(listings.area, FARMHOUSE_MIN_AREA),
    )!,
  large: () => gte(listings.area, LARGE_LAND_AREA),
};

/** Special kinds of land, any of them. */
function specialCondition(specials: LandSpecial[] | undefined): SQL | undefined {
  return specials && or(...specials.map((special) => SPECIAL_CONDITIONS[special]()));
}

const FLOOR_CONDITIONS: Record<BusinessFloorId, () => SQL> = {
  1: () => sql`${listings.floor} = 1`,
  2: () => gte(listings.floor, 2),
  3: () => sql`${listings.floor} < 0`,
};

/** Business floors, any of them: ground floor, upper floors, basement. */
function floorCondition(floors: number[] | undefined): SQL | undefined {
  return floors && or(...floors.map((floor) => FLOOR_CONDITIONS[floor as BusinessFloorId]()));
}

/**
 * One condition per feature, written as `<> 0`: the planner cannot estimate bit tests and
 * assumes 0.5% of rows match `= mask`, then sorts a whole region instead of walking the sort
 * index and stopping early. Features are common, so erring high is the cheap mistake.
 */
function featureConditions(codes: FeatureCode[] | undefined): SQL[] {
  return (codes ?? []).map((code) => sql`(${listings.features} & ${FEATURE_BITS[code]}) <> 0`);
}

/** Inside a map's box, edges included. */
export function boxCondition(box: GeoBox | undefined): SQL | undefined {
  return (
    box &&
    sql`${listings.lng} between ${box.west} and ${box.east} and ${listings.lat} between ${box.south} and ${box.north}`
  );
}

/** A visitor's words inside a LIKE pattern: their % and _ match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function searchConditions(
  filters: SearchFilters,
  catalog: LocationCatalog,
  now = new Date(),
): SQL {
  const labelMask = labelMaskOf(filters.labels);
  const lineStations = stationsOfLines(catalog, filters.lines);
  const conditions = [
    sql`${listings.section} = ${filters.section}`,
    inSearch(now),
    filters.region === undefined ? undefined : sql`${listings.regionId} = ${filters.region}`,
    filters.districts && inArray(listings.districtId, filters.districts),
    // Sections with a single type need no type condition, which keeps counts on the indexes.
    filters.type !== undefined && sectionRules(filters.section).types.length > 1
      ? sql`${listings.type} = ${filters.type}`
      : undefined,
    filters.kinds && inArray(listings.kind, filters.kinds),
    inRanges(listings.price, filters.price, 'integer'),
    inRanges(listings.area, filters.area),
    inRanges(listings.unitPrice, filters.unitPrice),
    inRanges(listings.age, filters.age, 'smallint'),
    roomCondition(filters.rooms),
    filters.buildingTypes && inArray(listings.buildingType, filters.buildingTypes),
    ...featureConditions(filters.features),
    filters.newOnly ? gte(listings.postedAt, daysBefore(now, NEW_LISTING_DAYS)) : undefined,
    filters.recentlyConfirmed ? recentlyConfirmed(now) : undefined,
    filters.nearMetro ? isNotNull(listings.stationId) : undefined,
    filters.stations && inArray(listings.stationId, filters.stations),
    lineStations && (lineStations.length ? inArray(listings.stationId, lineStations) : sql`false`),
    filters.schools === 'any'
      ? isNotNull(listings.universityId)
      : filters.schools && inArray(listings.universityId, filters.schools),
    filters.circles && inArray(listings.circleId, filters.circles),
    filters.keyword
      ? sql`${listings.keywords} ilike ${`%${escapeLike(filters.keyword)}%`}`
      : undefined,
    filters.ownerOnly ? sql`${listings.posterRole} = ${OWNER_ROLE}` : undefined,
    filters.belowMarket ? sql`${listings.marketRatio} < 1` : undefined,
    labelMask ? sql`(${listings.labels} & ${labelMask}) <> 0` : undefined,
    filters.zones && inArray(listings.landZone, filters.zones),
    inRanges(listings.roadWidth, filters.roadWidth),
    specialCondition(filters.specials),
    floorCondition(filters.floors),
    inRanges(listings.frontage, filters.frontage),
    boxCondition(filters.box),
  ];
  return and(...conditions)!;
}

const SORT_COLUMNS: Record<SortKey, PgColumn> = {
  posttime: listings.postedAt,
  money: listings.price,
  area: listings.area,
  unitprice: listings.unitPrice,
  market: listings.marketRatio,
};

/** Orders on a column some listings leave empty: those go last whichever the direction. */
const NULLABLE_ORDERS = new Set<SortKey>(['unitprice', 'market']);

export interface SearchResult {
  total: number;
  rows: CardRow[];
}

/**
 * How long an answer is kept while its region's version stands still: what changes with the
 * clock alone (a listing ageing out of search, 新上架's days) shows within this time.
 */
export const ANSWER_CACHE_SECONDS = 60;

/** Answers (a page of cards and the total) kept per process; a page's worth of cards each. */
const KEPT_ANSWERS = 2_000;
/** Totals of a filter set, shared by its pages: counting a region costs more than a page. */
const KEPT_TOTALS = 20_000;

/**
 * The list search, answered once per change rather than once per visitor: an answer is kept
 * under the question and its region's search version, which the database raises at every
 * change to a listing of the region (search_versions), so the next search after a publish,
 * a price change or a close is computed afresh, on whichever instance it lands. Visitors
 * asking the same question at once share one computation.
 */
export function listingSearcher<Card>(
  db: Database,
  catalog: LocationCatalog,
  /** Each row as the answer shows it, kept with the answer (its photo links made once). */
  present: (row: CardRow) => Card,
) {
  const totals = new TtlCache<number>(ANSWER_CACHE_SECONDS * 1000, KEPT_TOTALS);
  const answers = new KeptAnswers<{ total: number; page: number; pageSize: number; items: Card[] }>(
    ANSWER_CACHE_SECONDS * 1000,
    KEPT_ANSWERS,
  );
  /** The answer and the search version it is current for. */
  return async (filters: SearchFilters) => {
    const version = await searchVersionOf(db, filters.section, filters.region);
    const answer = await answers.answer(`${version}|${JSON.stringify(filters)}`, async () => {
      const { total, rows } = await searchListings(db, catalog, totals, filters, version);
      // The answer as sent, the same object each time it is sent (written to JSON once).
      return { total, page: filters.page, pageSize: filters.pageSize, items: rows.map(present) };
    });
    return { answer, version };
  };
}

async function searchListings(
  db: Database,
  catalog: LocationCatalog,
  totals: TtlCache<number>,
  filters: SearchFilters,
  version: number,
): Promise<SearchResult> {
  const now = new Date();
  const where = searchConditions(filters, catalog, now);
  const direction = filters.direction === 'asc' ? asc : desc;
  const sortColumn = SORT_COLUMNS[filters.order];
  const countQuery = db.select({ total: count() }).from(listings).where(where);
  const { sql: countSql, params } = countQuery.toSQL();
  const countKey = `${version}|${countSql}|${JSON.stringify(params)}`;
  const cached = totals.get(countKey);
  const [rows, total] = await Promise.all([
    db
      .select({ card: cardObject })
      .from(listings)
      .leftJoin(communities, communityJoin)
      .where(where)
      .orderBy(
        staleLast(now),
        NULLABLE_ORDERS.has(filters.order)
          ? sql`${sortColumn} ${sql.raw(filters.direction)} nulls last`
          : direction(sortColumn),
        direction(listings.id),
      )
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    cached ?? countQuery.then(([row]) => row?.total ?? 0),
  ]);
  if (cached === undefined) totals.set(countKey, total);
  return { total, rows: rows.map((row) => cardFromJson(row.card)) };
}
