import { isMapSection, type Section } from '@591/config';
import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listings, mapRegionVersions } from '../../db/schema/index.ts';
import type { CellRow } from '../map-clusters.ts';
import type { IndexedListing, IndexedMatcher } from '../search-match.ts';
import { cellColumn, cellRow, REGION_GROUPED_MAX_ZOOM } from './cell-sql.ts';
import { type Cell, cellKey, changedCells, inCells, keptAt } from './changed-cells.ts';

/**
 * What a filtered map reads of an active listing: the columns of its section's map index, and
 * its cell at REGION_GROUPED_MAX_ZOOM as the database numbers it (so both agree on every edge).
 */
const POINT_COLUMNS = {
  id: listings.id,
  lat: listings.lat,
  lng: listings.lng,
  x: cellColumn(listings.lng, REGION_GROUPED_MAX_ZOOM),
  y: cellRow(listings.lat, REGION_GROUPED_MAX_ZOOM),
  // Whole milliseconds, floored: compared with a time in milliseconds as the database compares
  // its microseconds.
  confirmedMs: sql<
    number | null
  >`floor(extract(epoch from ${listings.confirmedAt}) * 1000)::float8`,
  type: listings.type,
  kind: listings.kind,
  price: listings.price,
  area: listings.area,
  age: listings.age,
  rooms: listings.rooms,
  stationId: listings.stationId,
  posterRole: listings.posterRole,
};

type PointRow = Awaited<ReturnType<typeof selectPoints>>[number];

/**
 * One cell's listings, a column each (NaN where the database has null): some 70 bytes a
 * listing, read in order, where an object a listing takes several times the memory and the time.
 */
interface CellPoints {
  x: number;
  y: number;
  size: number;
  id: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  confirmedMs: Float64Array;
  type: Int16Array;
  kind: Int16Array;
  price: Int32Array;
  area: Float64Array;
  age: Float64Array;
  rooms: Int16Array;
  stationId: Float64Array;
  posterRole: Int16Array;
}

function cellOf(rows: PointRow[]): CellPoints {
  const column = <T>(Kind: { from(values: number[]): T }, read: (row: PointRow) => number | null) =>
    Kind.from(rows.map((row) => read(row) ?? Number.NaN));
  return {
    x: rows[0]!.x,
    y: rows[0]!.y,
    size: rows.length,
    id: column(Int32Array, (row) => row.id),
    lat: column(Float64Array, (row) => row.lat),
    lng: column(Float64Array, (row) => row.lng),
    confirmedMs: column(Float64Array, (row) => row.confirmedMs),
    type: column(Int16Array, (row) => row.type),
    kind: column(Int16Array, (row) => row.kind),
    price: column(Int32Array, (row) => row.price),
    area: column(Float64Array, (row) => row.area),
    age: column(Float64Array, (row) => row.age),
    rooms: column(Int16Array, (row) => row.rooms),
    stationId: column(Float64Array, (row) => row.stationId),
    posterRole: column(Int16Array, (row) => row.posterRole),
  };
}

/** A region's active listings of a section, by cellKey, as of its map version. */
export interface RegionPoints {
  section: Section;
  regionId: number;
  version: number;
  cells: Map<string, CellPoints>;
}

function selectPoints(db: Database, section: Section, regionId: number, cells?: Cell[]) {
  return db
    .select(POINT_COLUMNS)
    .from(listings)
    .where(
      and(
        sql`${listings.section} = ${section}`,
        sql`${listings.status} = 'active'`,
        sql`${listings.regionId} = ${regionId}`,
        cells && inCells(cells),
      ),
    );
}

/** The region's active listings (only in `cells`, when given), read from the map index alone. */
async function loadPoints(
  db: Database,
  section: Section,
  regionId: number,
  cells?: Cell[],
): Promise<Map<string, CellPoints>> {
  const byCell = new Map<string, PointRow[]>();
  for (const row of await selectPoints(db, section, regionId, cells)) {
    const key = cellKey(row);
    const bucket = byCell.get(key);
    if (bucket) bucket.push(row);
    else byCell.set(key, [row]);
  }
  return new Map([...byCell].map(([key, rows]) => [key, cellOf(rows)]));
}

/**
 * Every region's active listings of the map sections, held in the process for its filtered
 * maps: read once (at the API's start, or at a region's first filtered map), then kept current
 * by reading again only the cells each change noted (map_cell_changes); a gap in the notes (a
 * rebuild) reads the region whole again.
 */
export function regionPointStore(db: Database) {
  const regions = new Map<string, Promise<RegionPoints>>();

  async function loaded(
    section: Section,
    regionId: number,
    version: number,
  ): Promise<RegionPoints> {
    return { section, regionId, version, cells: await loadPoints(db, section, regionId) };
  }

  async function patched(
    section: Section,
    regionId: number,
    kept: RegionPoints,
    version: number,
  ): Promise<RegionPoints> {
    const changed = await changedCells(db, section, regionId, kept.version, version);
    if (!changed) return loaded(section, regionId, version);
    const fresh = await loadPoints(db, section, regionId, [...changed.values()]);
    const cells = new Map(kept.cells);
    for (const key of changed.keys()) {
      // The cells' boxes are rounded outwards: a neighbour's listings there are not all of it.
      const bucket = fresh.get(key);
      if (bucket) cells.set(key, bucket);
      else cells.delete(key);
    }
    return { section, regionId, version, cells };
  }

  /** The region's points as of `version` at least; read once however many ask at a time. */
  function pointsOf(section: Section, regionId: number, version: number): Promise<RegionPoints> {
    return keptAt(
      regions,
      `${section}|${regionId}`,
      version,
      () => loaded(section, regionId, version),
      (older) => patched(section, regionId, older, version),
    );
  }

  /** Reads every region with listings on a map, one after another (the API's start). */
  async function loadAll(): Promise<void> {
    const versions = await db.select().from(mapRegionVersions);
    for (const { section, regionId, version } of versions) {
      if (isMapSection(section)) await pointsOf(section, regionId, version);
    }
  }

  return { pointsOf, loadAll };
}

export type RegionPointStore = ReturnType<typeof regionPointStore>;

const orNull = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * The points the filter lets through, grouped by their cell: what the database's grouping gives.
 * The filter sees each point through one listing whose columns are set in turn.
 */
export function groupPoints(points: RegionPoints, filter: IndexedMatcher): CellRow[] {
  const confirmed = new Date(0);
  const listing: IndexedListing = {
    section: points.section,
    status: 'active',
    regionId: points.regionId,
    confirmedAt: null,
    type: 0,
    kind: 0,
    price: 0,
    area: 0,
    age: null,
    rooms: 0,
    stationId: null,
    posterRole: 0,
  };
  const rows: CellRow[] = [];
  for (const cell of points.cells.values()) {
    let row: CellRow | undefined;
    for (let i = 0; i < cell.size; i++) {
      const confirmedMs = cell.confirmedMs[i]!;
      confirmed.setTime(confirmedMs);
      listing.confirmedAt = Number.isNaN(confirmedMs) ? null : confirmed;
      listing.type = cell.type[i]!;
      listing.kind = cell.kind[i]!;
      listing.price = cell.price[i]!;
      listing.area = cell.area[i]!;
      listing.age = orNull(cell.age[i]!);
      listing.rooms = cell.rooms[i]!;
      listing.stationId = orNull(cell.stationId[i]!);
      listing.posterRole = cell.posterRole[i]!;
      if (!filter.matches(listing)) continue;
      const price = cell.price[i]!;
      const id = cell.id[i]!;
      row ??= {
        x: cell.x,
        y: cell.y,
        count: 0,
        latSum: 0,
        lngSum: 0,
        minPrice: price,
        maxPrice: price,
        id,
      };
      row.count += 1;
      row.latSum += cell.lat[i]!;
      row.lngSum += cell.lng[i]!;
      row.minPrice = Math.min(row.minPrice, price);
      row.maxPrice = Math.max(row.maxPrice, price);
      row.id = Math.min(row.id, id);
    }
    if (row) rows.push(row);
  }
  return rows;
}
