import { roundDegrees, tileCellBox } from '@591/config';
import type { MapCluster } from '@591/contract';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { cellColumn, cellRow } from './map-cells/cell-sql.ts';

/** Where a kind of point keeps its place, price and id. */
export interface PointSource {
  table: PgTable;
  id: PgColumn;
  lat: PgColumn;
  lng: PgColumn;
  price: PgColumn;
}

/**
 * One map cell's points, as sums so cells add up (the counts kept ahead sum them over regions):
 * the marker stands at sum / count; a single point carries its id, several their cell.
 */
export interface CellRow {
  x: number;
  y: number;
  count: number;
  latSum: number;
  lngSum: number;
  minPrice: number;
  maxPrice: number;
  id: number;
}

/**
 * Groups the points `where` selects by the map cell they fall in at `zoom` (the tiles' cells),
 * in the database, so an answer has at most as many entries as the box has cells however many
 * points there are.
 */
export async function groupedPoints(
  db: Database,
  source: PointSource,
  where: SQL,
  zoom: number,
): Promise<CellRow[]> {
  return (await db
    .select({
      x: cellColumn(source.lng, zoom),
      y: cellRow(source.lat, zoom),
      count: count(),
      latSum: sql<number>`sum(${source.lat})`,
      lngSum: sql<number>`sum(${source.lng})`,
      minPrice: sql<number>`min(${source.price})`,
      maxPrice: sql<number>`max(${source.price})`,
      id: sql<number>`min(${source.id})`,
    })
    .from(source.table)
    .where(where)
    // By position: the cell's expressions carry their scale as parameters, which the database
    // would not match between the select list and a repeated GROUP BY.
    .groupBy(sql.raw('1'), sql.raw('2'))) as CellRow[];
}

/** The points `where` selects as clusters of their cells: a map asking for whole cells gets
 * clusters that do not change as it pans. */
export async function clusterPoints(
  db: Database,
  source: PointSource,
  where: SQL,
  zoom: number,
): Promise<MapCluster[]> {
  return (await groupedPoints(db, source, where, zoom)).map((row) => toCluster(row, zoom));
}

export function toCluster(row: CellRow, zoom: number): MapCluster {
  const cellCount = Number(row.count);
  const prices = { minPrice: Number(row.minPrice), maxPrice: Number(row.maxPrice) };
  const lat = Number(row.latSum) / cellCount;
  const lng = Number(row.lngSum) / cellCount;
  // A single point stands where it is; a cluster's mean needs no more than a metre.
  if (cellCount === 1) return { lat, lng, count: 1, ...prices, id: Number(row.id) };
  const { south, west, north, east } = tileCellBox(row.x, row.y, zoom);
  return {
    lat: roundDegrees(lat),
    lng: roundDegrees(lng),
    count: cellCount,
    ...prices,
    cell: [south, west, north, east],
  };
}
