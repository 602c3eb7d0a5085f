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

/** One grid cell's points: a single point carries its id, several their cell. */
interface CellRow {
  column: number;
  row: number;
  count: number;
  lat: number;
  lng: number;
  minPrice: number;
  maxPrice: number;
  id: number;
}

/**
 * Groups the points `where` selects by the map cell they fall in at `zoom` (the tiles' cells,
 * as listing maps have them), in the database, so an answer has at most as many entries as the
 * view has cells however many points there are. A map asking for whole cells gets clusters
 * that do not change as it pans.
 */
export async function clusterPoints(
  db: Database,
  source: PointSource,
  where: SQL,
  zoom: number,
): Promise<MapCluster[]> {
  const column = cellColumn(source.lng, zoom);
  const row = cellRow(source.lat, zoom);
  const rows = (await db
    .select({
      column,
      row,
      count: count(),
      lat: sql<number>`avg(${source.lat})`,
      lng: sql<number>`avg(${source.lng})`,
      minPrice: sql<number>`min(${source.price})`,
      maxPrice: sql<number>`max(${source.price})`,
      id: sql<number>`min(${source.id})`,
    })
    .from(source.table)
    .where(where)
    // By position: the cell's expressions carry their scale as parameters, which the database
    // would not match between the select list and a repeated GROUP BY.
    .groupBy(sql.raw('1'), sql.raw('2'))) as CellRow[];
  return rows.map((cellRow) => toCluster(cellRow, zoom));
}

function toCluster(row: CellRow, zoom: number): MapCluster {
  const prices = { minPrice: Number(row.minPrice), maxPrice: Number(row.maxPrice) };
  // A single listing stands where it is; a cluster's mean needs no more than a metre.
  if (row.count === 1) {
    return { lat: Number(row.lat), lng: Number(row.lng), count: 1, ...prices, id: row.id };
  }
  const { south, west, north, east } = tileCellBox(row.column, row.row, zoom);
  return {
    lat: roundDegrees(Number(row.lat)),
    lng: roundDegrees(Number(row.lng)),
    count: row.count,
    ...prices,
    cell: [south, west, north, east],
  };
}
