import { REAL_PRICE_BUILDING_TYPES, REAL_PRICE_RENTAL_TYPES, REAL_PRICE_SOURCE } from '@591/config';
import { DealDistricts, DealPage, DealsQuery, DealTrend, DealTrendQuery } from '@591/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  like,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { communities, realPriceDeals } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { KeptAnswers } from '../../lib/kept-answers.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { REAL_PRICE_KEY, tellDataVersion } from '../../services/data-versions.ts';
import type { LocationCatalog } from '../../services/location-catalog.ts';
import { communityDealsOf, registerSpelling } from '../../services/real-price/community-deals.ts';
import { toDeal } from '../../services/real-price/deal-view.ts';
import { newestDealOn, windowStart } from '../../services/real-price/deal-window.ts';
import { onRoad } from '../../services/real-price/listing-markets.ts';
import { medianDeals, medianUnitPrice, roundedMedian } from '../../services/real-price/median.ts';
import { releaseOfNewestDeal, releasesVersion } from '../../services/real-price/releases.ts';
import { shownSource } from '../../services/real-price/shown-source.ts';

/** Registered deals change only with an import. */
const CACHE = 'public, max-age=3600';
/** How long an answer is kept while no release comes, and how many are kept. */
const ANSWER_HOURS = 24;
const KEPT_ANSWERS = 5_000;

const ORDER_COLUMNS = {
  date: realPriceDeals.tradedOn,
  unitprice: realPriceDeals.unitPrice,
  total: realPriceDeals.totalPrice,
  area: realPriceDeals.areaPing,
} as const;

/**
 * The deals of a region (and some of its districts) of one kind, in the last `months` months
 * before the region's newest deal: a release covers a few months, so "the last year" is the
 * data's, not the calendar's. Special deals are left out when `special` is 0.
 */
async function dealConditions(
  db: Database,
  catalog: LocationCatalog,
  query: DealTrendQuery,
): Promise<{ where: SQL | null; place: SQL; sample: boolean; newest: string | null }> {
  const region = catalog.regionById.get(query.regionid);
  if (!region) throw new HttpError(404, `Region ${query.regionid} does not exist`);
  const districts = query.sectionid
    ?.flatMap((value) => value.split(','))
    .filter(Boolean)
    .map(Number);
  if (districts?.some((id) => catalog.districtById.get(id)?.regionId !== region.id)) {
    throw new HttpError(400, `querystring/sectionid must list districts of region ${region.id}`);
  }
  const ofKind = eq(realPriceDeals.kind, query.kind);
  const source = await shownSource(db, region.id, ofKind);
  const sample = source === 'generated';
  const place = and(
    eq(realPriceDeals.regionId, region.id),
    ofKind,
    eq(realPriceDeals.source, source),
  )!;
  const newest = await newestDealOn(db, place);
  if (!newest) return { where: null, place, sample, newest };
  const where = and(
    place,
    gte(realPriceDeals.tradedOn, windowStart(newest, query.months)),
    districts?.length ? inArray(realPriceDeals.districtId, districts) : undefined,
    query.special === 0 ? eq(realPriceDeals.special, false) : undefined,
    ...homeConditions(query),
    roadCondition(catalog, region, districts, query.road),
    await communityCondition(db, region, query.community),
    query.project === undefined ? undefined : eq(realPriceDeals.projectName, query.project),
    ...rentalConditions(query),
  )!;
  return { where: query.homes === 1 ? medianDeals(where) : where, place, sample, newest };
}

/** Rentals of one 出租型態, and any deal within an area band (坪). */
function rentalConditions(query: DealTrendQuery): (SQL | undefined)[] {
  if (
    query.areaMin !== undefined &&
    query.areaMax !== undefined &&
    query.areaMin >= query.areaMax
  ) {
    throw new HttpError(400, 'querystring/areaMin must be less than areaMax');
  }
  const type = REAL_PRICE_RENTAL_TYPES.find((candidate) => candidate.id === query.rentType);
  return [
    type ? eq(realPriceDeals.rentalType, type.registered) : undefined,
    query.areaMin === undefined ? undefined : gte(realPriceDeals.areaPing, query.areaMin),
    query.areaMax === undefined ? undefined : lt(realPriceDeals.areaPing, query.areaMax),
  ];
}

/** Deals on a road of one district: `road` needs `sectionid` to name exactly one. */
function roadCondition(
  catalog: LocationCatalog,
  region: { id: number; name: string },
  districts: number[] | undefined,
  road: string | undefined,
): SQL | undefined {
  if (road === undefined) return undefined;
  if (districts?.length !== 1) {
    throw new HttpError(400, 'querystring/road needs querystring/sectionid to name one district');
  }
  const district = catalog.districtById.get(districts[0]!)!;
  const prefix = registerSpelling(`${region.name}${district.name}${road}`);
  return onRoad(sql`${realPriceDeals.address}`, sql`${prefix}`);
}

/** Deals at a community's door numbers, as its own page counts them. */
async function communityCondition(
  db: Database,
  region: { id: number; name: string },
  id: number | undefined,
): Promise<SQL | undefined> {
  if (id === undefined) return undefined;
  const [community] = await db.select().from(communities).where(eq(communities.id, id));
  if (community?.regionId !== region.id) {
    throw new HttpError(404, `Community ${id} is not one of region ${region.id}`);
  }
  return communityDealsOf(community, region.name);
}

/** 萬/坪 as a buyer compares it: without the parking where it was priced apart. */
const homeUnitPrice = sql<number>`coalesce(${realPriceDeals.unitPriceExParking}, ${realPriceDeals.unitPrice})`;

/** What the home was: its building type, rooms, age at the deal and unit price. */
function homeConditions(query: DealTrendQuery): (SQL | undefined)[] {
  const typeIds = query.type?.flatMap((value) => value.split(',')).filter(Boolean) ?? [];
  const types = typeIds.map((id) => {
    const type = REAL_PRICE_BUILDING_TYPES.find((candidate) => candidate.id === id);
    if (!type) {
      const known = REAL_PRICE_BUILDING_TYPES.map((candidate) => candidate.id).join(', ');
      throw new HttpError(400, `querystring/type must be one of ${known}`);
    }
    return type;
  });
  if (query.ageMin !== undefined && query.ageMax !== undefined && query.ageMin >= query.ageMax) {
    throw new HttpError(400, 'querystring/ageMin must be less than ageMax');
  }
  if (
    query.unitPriceMin !== undefined &&
    query.unitPriceMax !== undefined &&
    query.unitPriceMin > query.unitPriceMax
  ) {
    throw new HttpError(400, 'querystring/unitPriceMin must not be more than unitPriceMax');
  }
  return [
    types.length
      ? or(
          ...types.flatMap((type) =>
            type.registered.map((name) => like(realPriceDeals.buildingType, `${name}%`)),
          ),
        )
      : undefined,
    query.rooms === undefined
      ? undefined
      : query.rooms >= 4
        ? gte(realPriceDeals.rooms, 4)
        : eq(realPriceDeals.rooms, query.rooms),
    query.ageMin === undefined ? undefined : gte(realPriceDeals.ageYears, query.ageMin),
    query.ageMax === undefined ? undefined : lt(realPriceDeals.ageYears, query.ageMax),
    query.unitPriceMin === undefined ? undefined : gte(homeUnitPrice, query.unitPriceMin),
    query.unitPriceMax === undefined ? undefined : lte(homeUnitPrice, query.unitPriceMax),
  ];
}

/** 實價登錄: the government's registered deals, searched and as a monthly trend. */
export default async function realPriceRoutes(app: Api, { db, catalog }: ApiDeps) {
  // The register changes only with an import: an answer is computed once per release recorded
  // (on any instance), not once per visitor. A day at most, as the windows count from the newest deal, not the clock.
  const answers = new KeptAnswers<object>(ANSWER_HOURS * 3_600_000, KEPT_ANSWERS);
  const keptAnswer = async <T extends object>(
    { url }: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<T>,
  ) => {
    const version = await releasesVersion(db);
    tellDataVersion(reply, { [REAL_PRICE_KEY]: version });
    return (await answers.answer(`${version}|${url}`, compute)) as T;
  };

  app.get(
    '/v1/real-price/deals',
    { schema: { querystring: DealsQuery, response: { 200: DealPage } } },
    async (request, reply) => {
      reply.header('Cache-Control', CACHE);
      return keptAnswer(request, reply, () => dealsOf(request.query));
    },
  );

  async function dealsOf(query: DealsQuery): Promise<DealPage> {
    const { page, pageSize, order, orderType } = query;
    const { where, place, sample, newest } = await dealConditions(db, catalog, query);
    const source = { ...REAL_PRICE_SOURCE };
    if (!where) {
      return { total: 0, page, pageSize, items: [], source, sample, newest, release: null };
    }
    const direction = orderType === 'asc' ? asc : desc;
    const [rows, totals, release] = await Promise.all([
      db
        .select()
        .from(realPriceDeals)
        .where(where)
        .orderBy(
          sql`${direction(ORDER_COLUMNS[order])} nulls last`,
          direction(realPriceDeals.serial),
        )
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(realPriceDeals).where(where),
      sample ? null : releaseOfNewestDeal(db, place),
    ]);
    return {
      total: totals[0]?.total ?? 0,
      page,
      pageSize,
      items: rows.map(toDeal),
      source,
      sample,
      newest,
      release,
    };
  }

  app.get(
    '/v1/real-price/trend',
    { schema: { querystring: DealTrendQuery, response: { 200: DealTrend } } },
    async (request, reply) => {
      reply.header('Cache-Control', CACHE);
      return keptAnswer(request, reply, () => trendOf(request.query));
    },
  );

  async function trendOf(query: DealTrendQuery): Promise<DealTrend> {
    const { where, sample } = await dealConditions(db, catalog, query);
    const source = { ...REAL_PRICE_SOURCE };
    if (!where) return { months: [], source, sample };
    const month = sql<string>`to_char(${realPriceDeals.tradedOn}, 'YYYY-MM')`;
    const rows = await db
      .select({
        month,
        deals: count(),
        median: medianUnitPrice,
      })
      .from(realPriceDeals)
      .where(medianDeals(where))
      .groupBy(month)
      .orderBy(month);
    return {
      months: rows.map((row) => ({
        month: row.month,
        deals: row.deals,
        medianUnitPrice: roundedMedian(row.median) ?? 0,
      })),
      source,
      sample,
    };
  }

  /**
   * The region's deals by district, for the map of the 實價登錄 page: the register has no
   * coordinates, so its deals are mapped by the district they are registered in.
   */
  app.get(
    '/v1/real-price/districts',
    { schema: { querystring: DealTrendQuery, response: { 200: DealDistricts } } },
    async (request, reply) => {
      reply.header('Cache-Control', CACHE);
      return keptAnswer(request, reply, () => districtsOf(request.query));
    },
  );

  async function districtsOf(query: DealTrendQuery): Promise<DealDistricts> {
    const { sectionid: _district, road: _road, ...wholeRegion } = query;
    const { where, sample } = await dealConditions(db, catalog, wholeRegion);
    const source = { ...REAL_PRICE_SOURCE };
    if (!where) return { districts: [], source, sample };
    const [counts, medians] = await Promise.all([
      db
        .select({ id: realPriceDeals.districtId, deals: count() })
        .from(realPriceDeals)
        .where(where)
        .groupBy(realPriceDeals.districtId),
      db
        .select({ id: realPriceDeals.districtId, median: medianUnitPrice })
        .from(realPriceDeals)
        .where(medianDeals(where))
        .groupBy(realPriceDeals.districtId),
    ]);
    const medianOf = new Map(medians.map((row) => [row.id, roundedMedian(row.median)]));
    const districts = counts.flatMap((row) => {
      const district = row.id === null ? undefined : catalog.districtById.get(row.id);
      if (!district) return [];
      const { id, name, lat, lng } = district;
      return [{ id, name, lat, lng, deals: row.deals, medianUnitPrice: medianOf.get(id) ?? null }];
    });
    districts.sort((a, b) => b.deals - a.deals || a.id - b.id);
    return { districts, source, sample };
  }
}
