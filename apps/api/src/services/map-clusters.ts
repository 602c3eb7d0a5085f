import { MAP_CELL_PX, MAP_TILE_PX, roundDegrees } from '@591/config';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/** Where a kind of point keeps its place, price and id. */
export interface PointSource {
  table: PgTable;
  id: PgColumn;
  lat: PgColumn;
  lng: PgColumn;
  price: PgColumn;
}

/** One grid cell's points: a single point carries its id, several their bounds. */
export interface MapCluster {
  /** The mean position of the points, where the marker stands. */
  lat: number;
  lng: number;
  count: number;
  minPrice: number;
  maxPrice: number;
  id?: number;
  /** south, west, north, east of the points: a click zooms the map to them. */
  bounds?: [number, number, number, number];
}

interface CellRow {
  count: number;
  lat: number;
  lng: number;
  minPrice: number;
  maxPrice: number;
  south: number;
  west: number;
  north: number;
  east: number;
  id: number;
}

/**
 * Groups the points `where` selects by the grid cell of MAP_CELL_PX pixels they fall in at
 * `zoom`, in the database, so an answer has at most as many entries as the view has cells
 * however many points there are. The cell is the point's Web Mercator pixel divided by the cell
 * size, as `gridAlignedBox` in @591/config draws the grid, so a map asking for whole cells gets
 * clusters that do not change as it pans.
 */
export async function clusterPoints(
  db: Database,
  source: PointSource,
  where: SQL,
  zoom: number,
): Promise<MapCluster[]> {
  const world = MAP_TILE_PX * 2 ** zoom;
  const column = sql`floor((${source.lng} + 180) * ${world / 360 / MAP_CELL_PX})`;
  const row = sql`floor((0.5 - ln(tan(pi() / 4 + radians(${source.lat}) / 2)) / (2 * pi())) * ${world / MAP_CELL_PX})`;
  const rows = (await db
    .select({
      count: count(),
      lat: sql<number>`avg(${source.lat})::float8`,
      lng: sql<number>`avg(${source.lng})::float8`,
      minPrice: sql<number>`min(${source.price})::float8`,
      maxPrice: sql<number>`max(${source.price})::float8`,
      south: sql<number>`min(${source.lat})::float8`,
      west: sql<number>`min(${source.lng})::float8`,
      north: sql<number>`max(${source.lat})::float8`,
      east: sql<number>`max(${source.lng})::float8`,
      id: sql<number>`min(${source.id})`,
    })
    .from(source.table)
    .where(where)
    .groupBy(column, row)) as CellRow[];
  return rows.map(toCluster);
}

function toCluster(row: CellRow): MapCluster {
  const prices = { minPrice: row.minPrice, maxPrice: row.maxPrice };
  // A single listing stands where it is; a cluster's mean needs no more than a metre.
  if (row.count === 1) return { lat: row.lat, lng: row.lng, count: 1, ...prices, id: row.id };
  return {
    lat: roundDegrees(row.lat),
    lng: roundDegrees(row.lng),
    count: row.count,
    ...prices,
    // As stored, not rounded: a box of these bounds finds exactly the cluster's listings.
    bounds: [row.south, row.west, row.north, row.east],
  };
}
