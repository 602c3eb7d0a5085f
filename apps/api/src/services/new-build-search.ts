import {
  type BandRange,
  METRO_PROJECT_METRES,
  NEW_BUILD_TAGS,
  NEWLY_OPENED_DAYS,
  newBuildPriceRange,
  parseBandId,
} from '@591/config';
import type { NewBuildsQuery } from '@591/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { newBuildStations, newBuilds } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-errors.ts';
import { escapeLike } from './listing-search.ts';
import type { LocationCatalog } from './location-catalog.ts';

const DAY_MS = 86_400_000;

/**
 * A project whose price range meets the band: it has a unit priced within it. Both ends count,
 * as in the listings' bands; a project of 價格待定 is in no band.
 */
function overlapping(min: PgColumn, max: PgColumn, band: BandRange): SQL | undefined {
  return and(
    band.lower === null ? undefined : gte(max, band.lower),
    band.upper === null ? undefined : lte(min, band.upper),
  );
}

function unitPriceBand(text: string): BandRange {
  const band = parseBandId(text);
  if (!band) {
    throw new HttpError(
      400,
      'querystring/unitprice must look like lower_upper in 萬/坪, e.g. 50_70',
    );
  }
  return band;
}

/**
 * Near these stations: within METRO_PROJECT_METRES of any, by the distances the seed stored
 * for every station near a project, so a project between two stations, or at a transfer
 * station of another line, is near each of them.
 */
function nearStations(stationIds: number[]): SQL {
  // Named in full: drizzle writes the outer row's id unqualified, and inside the subquery an
  // unqualified name is looked up in the stations table first.
  const outerId = sql.raw('"new_builds"."id"');
  return sql`exists (select 1 from ${newBuildStations} where ${newBuildStations.newBuildId} = ${outerId} and ${inArray(newBuildStations.stationId, stationIds)} and ${lte(newBuildStations.metres, METRO_PROJECT_METRES)})`;
}

/** The list's filters as SQL; a region that does not exist is a 404, a bad filter a 400. */
export function newBuildConditions(
  query: NewBuildsQuery,
  catalog: LocationCatalog,
  today = new Date(),
): SQL {
  const { regionid, sectionid, tag, rooms, price, unitprice, mrtline, station } = query;
  if (!catalog.regionById.has(regionid)) {
    throw new HttpError(404, `Region ${regionid} does not exist`);
  }
  if (sectionid !== undefined && catalog.districtById.get(sectionid)?.regionId !== regionid) {
    throw new HttpError(400, `querystring/sectionid must be a district of region ${regionid}`);
  }
  if (tag !== undefined && !(NEW_BUILD_TAGS as readonly string[]).includes(tag)) {
    throw new HttpError(400, `querystring/tag must be one of ${NEW_BUILD_TAGS.join(', ')}`);
  }
  const priceBand = price === undefined ? undefined : newBuildPriceRange(regionid, price);
  if (priceBand === null)
    throw new HttpError(400, 'querystring/price must be a band position, 0 to 6');
  const words = query.keyword?.trim();
  const openedSince = new Date(today.getTime() - NEWLY_OPENED_DAYS * DAY_MS);
  const lineStations = mrtline === undefined ? undefined : catalog.lineById.get(mrtline)?.stations;
  return and(
    eq(newBuilds.regionId, regionid),
    sectionid === undefined ? undefined : eq(newBuilds.districtId, sectionid),
    query.build_type === undefined ? undefined : eq(newBuilds.buildType, query.build_type),
    query.now ? gte(newBuilds.openedOn, openedSince.toISOString().slice(0, 10)) : undefined,
    query.type ? lte(newBuilds.stationMetres, METRO_PROJECT_METRES) : undefined,
    mrtline === undefined ? undefined : nearStations(lineStations?.map(({ id }) => id) ?? []),
    station === undefined ? undefined : nearStations([station]),
    unitprice === undefined
      ? undefined
      : overlapping(newBuilds.unitPriceMin, newBuilds.unitPriceMax, unitPriceBand(unitprice)),
    priceBand === undefined
      ? undefined
      : overlapping(newBuilds.totalPriceMin, newBuilds.totalPriceMax, priceBand),
    query.totalmin === undefined ? undefined : gte(newBuilds.totalPriceMax, query.totalmin),
    // 4 is four rooms or more.
    rooms === undefined
      ? undefined
      : rooms === 4
        ? sql`${rooms} <= any(${newBuilds.rooms})`
        : sql`${rooms} = any(${newBuilds.rooms})`,
    query.shape === undefined ? undefined : eq(newBuilds.shape, query.shape),
    query.purpose === undefined ? undefined : eq(newBuilds.purpose, query.purpose),
    tag === undefined ? undefined : sql`${tag} = any(${newBuilds.tags})`,
    words
      ? or(
          ilike(newBuilds.name, `%${escapeLike(words)}%`),
          ilike(newBuilds.builder, `%${escapeLike(words)}%`),
          ilike(newBuilds.address, `%${escapeLike(words)}%`),
        )
      : undefined,
    query.vr ? eq(newBuilds.hasPanorama, true) : undefined,
  )!;
}

/** Newest opening first; lowest price first with 價格待定 last; most viewed first; then by id. */
export function newBuildOrder(order: NewBuildsQuery['order']): SQL[] {
  const first = {
    opened: sql`${newBuilds.openedOn} desc nulls last`,
    unitprice: sql`${newBuilds.unitPriceMin} asc nulls last`,
    price: sql`${newBuilds.totalPriceMin} asc nulls last`,
    views: desc(newBuilds.views),
  }[order];
  return [first, asc(newBuilds.id)];
}
