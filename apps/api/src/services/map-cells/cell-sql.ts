import { CELLS_PER_TILE, tilesAcross } from '@591/config';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The finest zoom whose cells are counted ahead (map_cells): a district seen whole. Closer
 * views show a few streets, whose few hundred listings are grouped as they are asked for.
 */
export const PRE_COUNTED_MAX_ZOOM = 15;

/**
 * The finest zoom whose filtered tiles are cut from their region's listings grouped once: a
 * tile this coarse holds a good part of a city, and the one grouping then answers every tile
 * of the region at this zoom and the coarser ones, for every visitor with the same filters,
 * where each tile would otherwise group its own part. A closer tile holds a few districts at
 * most and is grouped on its own. 13 served the map bench best at 2,000,000 listings (12 and 14
 * were slower at p99).
 */
export const REGION_GROUPED_MAX_ZOOM = 13;

/** Cells across the world at a zoom. */
export const cellsAcross = (zoom: number) => tilesAcross(zoom) * CELLS_PER_TILE;

/**
 * A point's cell at a zoom, in the database: Web Mercator's column and row, as tile servers
 * number them, times CELLS_PER_TILE. Every count, ahead or on demand, takes its cells from
 * here, so both agree on the edge of every cell. Scaling by a power of two is exact in floating
 * point, so a cell at zoom z is the one at z + 1 halved.
 */
export function cellColumn(lng: PgColumn | SQL, zoom: number): SQL<number> {
  return sql<number>`floor((${lng} + 180) / 360 * ${cellsAcross(zoom)}::float8)::int`;
}

export function cellRow(lat: PgColumn | SQL, zoom: number): SQL<number> {
  return sql<number>`floor((0.5 - ln(tan(pi() / 4 + radians(${lat}) / 2)) / (2 * pi())) * ${cellsAcross(zoom)}::float8)::int`;
}
