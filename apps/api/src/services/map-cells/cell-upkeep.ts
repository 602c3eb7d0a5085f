import { isMapSection, MAP_SECTIONS, MIN_MAP_ZOOM, type Section, tileCellBox } from '@591/config';
import { and, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  listings,
  mapCellChanges,
  mapCells,
  mapRegionVersions,
  mapVersions,
} from '../../db/schema/index.ts';
import { daysBefore, EXPIRED_AFTER_DAYS } from '../../domain/listing-status.ts';
import { inSearch } from '../listing-availability.ts';
import { boxCondition } from '../listing-search.ts';
import { cellColumn, cellRow, PRE_COUNTED_MAX_ZOOM } from './cell-sql.ts';

/** Where a listing is, or was before an edit moved it. */
export interface MapPoint {
  section: Section;
  regionId: number;
  lat: number;
  lng: number;
}

/**
 * One upkeep at a time, whichever API instance runs it: each reads cells another may be
 * writing, and the counts of a coarser zoom are made from the finer ones.
 */
const lockUpkeep = (tx: Transaction) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('map_cells'))`);

interface CellKey {
  section: Section;
  regionId: number;
  x: number;
  y: number;
}

/** Raises the sections' map versions, so every cached tile of theirs is asked for afresh. */
async function raiseVersions(tx: Transaction, sections: readonly Section[], agedUntil?: Date) {
  for (const section of sections) {
    await tx
      .insert(mapVersions)
      .values({ section, version: 1, agedUntil })
      .onConflictDoUpdate({
        target: mapVersions.section,
        set: {
          version: sql`${mapVersions.version} + 1`,
          ...(agedUntil ? { agedUntil } : {}),
        },
      });
  }
}

/**
 * How long the cells of a version raise are kept: far longer than a process keeps a region's
 * grouping unused (REGION_GROUPING_SECONDS in tile-clusters.ts). A region's points, kept for
 * good, that find a version's notes gone are read whole again.
 */
export const MAP_CELL_CHANGES_KEPT_MINUTES = 10;

/**
 * Raises the regions' map versions and their sections' (a change seen by every map of them),
 * and notes which finest cells each region's new version recounted.
 */
async function raiseRegionVersions(tx: Transaction, finest: readonly CellKey[]) {
  const regions = new Map<string, CellKey[]>();
  for (const cell of finest) {
    const key = `${cell.section}|${cell.regionId}`;
    regions.set(key, [...(regions.get(key) ?? []), cell]);
  }
  for (const cells of regions.values()) {
    const { section, regionId } = cells[0]!;
    const [raised] = await tx
      .insert(mapRegionVersions)
      .values({ section, regionId, version: 1 })
      .onConflictDoUpdate({
        target: [mapRegionVersions.section, mapRegionVersions.regionId],
        set: { version: sql`${mapRegionVersions.version} + 1` },
      })
      .returning({ version: mapRegionVersions.version });
    await tx.insert(mapCellChanges).values(
      cells.map((cell) => ({
        section,
        regionId,
        version: raised!.version,
        cellX: cell.x,
        cellY: cell.y,
      })),
    );
  }
  await tx.execute(sql`
    delete from ${mapCellChanges}
    where ${mapCellChanges.changedAt} < now() - make_interval(mins => ${MAP_CELL_CHANGES_KEPT_MINUTES})`);
  await raiseVersions(tx, [...new Set(finest.map((cell) => cell.section))]);
}

/**
 * Counts every cell again from the listings: the finest zoom from the listings in search, each
 * coarser zoom from the one below. Run after a seed, and at a start that finds no counts.
 */
export async function rebuildMapCells(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUpkeep(tx);
    await tx.delete(mapCells);
    const zoom = PRE_COUNTED_MAX_ZOOM;
    await tx.execute(sql`
      insert into map_cells
        (section, region_id, zoom, cell_x, cell_y, count, lat_sum, lng_sum, min_price, max_price, min_id)
      select section, region_id, ${zoom}::smallint, ${cellColumn(listings.lng, zoom)}, ${cellRow(listings.lat, zoom)},
        count(*), sum(lat), sum(lng), min(price), max(price), min(id)
      from listings
      where ${listings.section} in ${MAP_SECTIONS} and ${inSearch(now)}
      group by 1, 2, 3, 4, 5`);
    for (let coarser = zoom - 1; coarser >= MIN_MAP_ZOOM; coarser -= 1) {
      await tx.execute(sql`
        insert into map_cells
          (section, region_id, zoom, cell_x, cell_y, count, lat_sum, lng_sum, min_price, max_price, min_id)
        select section, region_id, ${coarser}::smallint, cell_x / 2, cell_y / 2,
          sum(count), sum(lat_sum), sum(lng_sum), min(min_price), max(max_price), min(min_id)
        from map_cells where zoom = ${coarser + 1}::smallint
        group by 1, 2, 3, 4, 5`);
    }
    // Every region's maps: those counted now, and those a new catalogue may have emptied. No
    // cells are noted for these raises: a grouping kept from before groups its region again.
    await tx.delete(mapCellChanges);
    await tx.update(mapRegionVersions).set({ version: sql`${mapRegionVersions.version} + 1` });
    await tx.execute(sql`
      insert into map_region_versions (section, region_id, version)
      select distinct section, region_id, 1 from map_cells
      on conflict do nothing`);
    await raiseVersions(tx, MAP_SECTIONS, now);
  });
}

/**
 * Counts one finest-zoom cell again from its listings; a cell left empty goes. The cell's box,
 * rounded outwards, lets the map index read only the cell's listings; the cell's own numbers
 * then decide its edges, as in every count.
 */
async function recountFinestCell(tx: Transaction, cell: CellKey, now: Date) {
  const zoom = PRE_COUNTED_MAX_ZOOM;
  await tx.execute(sql`
    delete from map_cells where section = ${cell.section} and region_id = ${cell.regionId}::smallint
      and zoom = ${zoom}::smallint and cell_x = ${cell.x}::int and cell_y = ${cell.y}::int`);
  await tx.execute(sql`
    insert into map_cells
      (section, region_id, zoom, cell_x, cell_y, count, lat_sum, lng_sum, min_price, max_price, min_id)
    select section, region_id, ${zoom}::smallint, ${cell.x}::int, ${cell.y}::int,
      count(*), sum(lat), sum(lng), min(price), max(price), min(id)
    from listings
    where ${listings.section} = ${cell.section} and ${listings.regionId} = ${cell.regionId}::smallint
      and ${inSearch(now)}
      and ${boxCondition(tileCellBox(cell.x, cell.y, zoom))}
      and ${cellColumn(listings.lng, zoom)} = ${cell.x}::int and ${cellRow(listings.lat, zoom)} = ${cell.y}::int
    group by 1, 2, 3, 4, 5`);
}

/** Counts a cell of a coarser zoom again from the four below it. */
async function recountFromBelow(tx: Transaction, cell: CellKey, zoom: number) {
  await tx.execute(sql`
    delete from map_cells where section = ${cell.section} and region_id = ${cell.regionId}::smallint
      and zoom = ${zoom}::smallint and cell_x = ${cell.x}::int and cell_y = ${cell.y}::int`);
  await tx.execute(sql`
    insert into map_cells
      (section, region_id, zoom, cell_x, cell_y, count, lat_sum, lng_sum, min_price, max_price, min_id)
    select section, region_id, ${zoom}::smallint, ${cell.x}::int, ${cell.y}::int,
      sum(count), sum(lat_sum), sum(lng_sum), min(min_price), max(max_price), min(min_id)
    from map_cells
    where section = ${cell.section} and region_id = ${cell.regionId}::smallint and zoom = ${zoom + 1}::smallint
      and cell_x between ${cell.x * 2}::int and ${cell.x * 2 + 1}::int
      and cell_y between ${cell.y * 2}::int and ${cell.y * 2 + 1}::int
    group by 1, 2, 3, 4, 5`);
}

const keyOf = (cell: CellKey) => `${cell.section}|${cell.regionId}|${cell.x}|${cell.y}`;

function unique(cells: CellKey[]): CellKey[] {
  return [...new Map(cells.map((cell) => [keyOf(cell), cell])).values()];
}

/** The finest cells of places, as the database numbers them, in one statement. */
async function finestCellsOf(tx: Transaction, points: readonly MapPoint[]): Promise<CellKey[]> {
  const places = points.filter((place) => isMapSection(place.section));
  if (places.length === 0) return [];
  const zoom = PRE_COUNTED_MAX_ZOOM;
  const values = sql.join(
    places.map((place, index) => sql`(${index}::int, ${place.lng}::float8, ${place.lat}::float8)`),
    sql`, `,
  );
  const cells = await tx
    .select({
      index: sql<number>`place.index`,
      x: cellColumn(sql`place.lng`, zoom),
      y: cellRow(sql`place.lat`, zoom),
    })
    .from(sql`(values ${values}) as place(index, lng, lat)`);
  return unique(
    cells.map((cell) => ({
      section: places[cell.index]!.section,
      regionId: places[cell.index]!.regionId,
      x: cell.x,
      y: cell.y,
    })),
  );
}

/**
 * The counts of the cells that hold these places, again: after a listing is published, moved,
 * repriced, paused, closed, confirmed or ages out of search (pass where it was and where it is).
 * A few small statements a zoom, whatever the catalogue.
 */
export async function recountMapCells(
  db: Database,
  points: readonly MapPoint[],
  now = new Date(),
): Promise<void> {
  if (!points.some((point) => isMapSection(point.section))) return;
  await db.transaction(async (tx) => {
    await lockUpkeep(tx);
    const finest = await finestCellsOf(tx, points);
    for (const cell of finest) await recountFinestCell(tx, cell, now);
    let cells = finest;
    for (let zoom = PRE_COUNTED_MAX_ZOOM - 1; zoom >= MIN_MAP_ZOOM; zoom -= 1) {
      cells = unique(cells.map((cell) => ({ ...cell, x: cell.x >> 1, y: cell.y >> 1 })));
      for (const cell of cells) await recountFromBelow(tx, cell, zoom);
    }
    await raiseRegionVersions(tx, finest);
  });
}

/** Where listings are now: what recountMapCells takes after a change to them. */
export async function placesOf(db: Database, ids: readonly number[]): Promise<MapPoint[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      section: listings.section,
      regionId: listings.regionId,
      lat: listings.lat,
      lng: listings.lng,
    })
    .from(listings)
    .where(inArray(listings.id, [...ids]));
}

/** The counts after a change to these listings, wherever they are now. */
export async function recountListings(
  db: Database,
  ids: readonly number[],
  before: readonly MapPoint[] = [],
): Promise<void> {
  await recountMapCells(db, [...before, ...(await placesOf(db, ids))]);
}

/**
 * The time up to which every mapped section's counts are current, or null when some section was
 * never counted (a new database, or one from before the counts).
 */
async function countedUntil(db: Database): Promise<Date | null> {
  const versions = await db.select().from(mapVersions);
  const times = versions.map((row) => row.agedUntil);
  if (versions.length < MAP_SECTIONS.length || times.some((time) => time === null)) return null;
  return new Date(Math.min(...times.map((time) => time!.getTime())));
}

/** At a start: counts everything when nothing was ever counted, else leaves it to the job. */
export async function countMapCellsIfNone(db: Database): Promise<void> {
  if ((await countedUntil(db)) === null) await rebuildMapCells(db);
}

/**
 * Listings leave search when their poster has not confirmed them for EXPIRED_AFTER_DAYS, with
 * no change to their row: takes those that aged out since the last run out of the counts.
 * Rebuilds everything when nothing was ever counted (a new database, or one from before).
 */
export async function ageMapCells(db: Database, now = new Date()): Promise<void> {
  const since = await countedUntil(db);
  if (since === null) {
    await rebuildMapCells(db, now);
    return;
  }
  const aged = await db
    .select({
      section: listings.section,
      regionId: listings.regionId,
      lat: listings.lat,
      lng: listings.lng,
    })
    .from(listings)
    .where(
      and(
        sql`${listings.status} = 'active'`,
        sql`${listings.confirmedAt} >= ${daysBefore(since, EXPIRED_AFTER_DAYS)}`,
        sql`${listings.confirmedAt} < ${daysBefore(now, EXPIRED_AFTER_DAYS)}`,
      ),
    );
  await recountMapCells(db, aged, now);
  await db.update(mapVersions).set({ agedUntil: now });
}
