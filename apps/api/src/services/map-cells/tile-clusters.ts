import { CELLS_PER_TILE, type MapTile, tileBox } from '@591/config';
import type { MapCluster } from '@591/contract';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listings, mapCells } from '../../db/schema/index.ts';
import { SECTION_RULES } from '../../domain/sections.ts';
import { searchConditions } from '../listing-search.ts';
import type { LocationCatalog } from '../location-catalog.ts';
import { type CellRow, groupedPoints, type PointSource, toCluster } from '../map-clusters.ts';
import type { SearchFilters } from '../search-params.ts';
import { PRE_COUNTED_MAX_ZOOM } from './cell-sql.ts';
import { MAPPED_SECTIONS } from './cell-upkeep.ts';

/** Where listings keep their place, price and id, for grouping by cell. */
const LISTING_POINTS: PointSource = {
  table: listings,
  id: listings.id,
  lat: listings.lat,
  lng: listings.lng,
  price: listings.price,
};

/** The filters that leave a map unfiltered: its section, region and the page's own. */
const UNFILTERING = new Set([
  'section',
  'region',
  'type',
  'box',
  'order',
  'direction',
  'page',
  'pageSize',
]);

/**
 * Whether a search is its section's whole map of a region (or of Taiwan), which map_cells
 * counts ahead. A type narrows only sections of several types.
 */
export function preCounted(filters: SearchFilters, zoom: number): boolean {
  if (zoom > PRE_COUNTED_MAX_ZOOM) return false;
  if (!(MAPPED_SECTIONS as readonly string[]).includes(filters.section)) return false;
  const narrowing = Object.entries(filters).filter(
    // A flag left off (nearMetro: false) narrows nothing.
    ([key, value]) => value !== undefined && value !== false && !UNFILTERING.has(key),
  );
  const typed = filters.type !== undefined && SECTION_RULES[filters.section].types.length > 1;
  return narrowing.length === 0 && !typed;
}

/** The tile's cells, as column and row ranges across the world. */
function cellRange(tile: MapTile) {
  return {
    left: tile.x * CELLS_PER_TILE,
    right: tile.x * CELLS_PER_TILE + CELLS_PER_TILE - 1,
    top: tile.y * CELLS_PER_TILE,
    bottom: tile.y * CELLS_PER_TILE + CELLS_PER_TILE - 1,
  };
}

async function countedCells(
  db: Database,
  filters: SearchFilters,
  tile: MapTile,
): Promise<CellRow[]> {
  const { left, right, top, bottom } = cellRange(tile);
  return (await db
    .select({
      x: mapCells.cellX,
      y: mapCells.cellY,
      count: sql<number>`sum(${mapCells.count})::int`,
      latSum: sql<number>`sum(${mapCells.latSum})`,
      lngSum: sql<number>`sum(${mapCells.lngSum})`,
      minPrice: sql<number>`min(${mapCells.minPrice})`,
      maxPrice: sql<number>`max(${mapCells.maxPrice})`,
      id: sql<number>`min(${mapCells.minId})`,
    })
    .from(mapCells)
    .where(
      and(
        eq(mapCells.section, filters.section),
        eq(mapCells.zoom, tile.zoom),
        filters.region === undefined ? undefined : eq(mapCells.regionId, filters.region),
        between(mapCells.cellX, left, right),
        between(mapCells.cellY, top, bottom),
      ),
    )
    // Summed over regions when the map shows all of Taiwan.
    .groupBy(mapCells.cellX, mapCells.cellY)) as CellRow[];
}

async function groupedCells(
  db: Database,
  catalog: LocationCatalog,
  filters: SearchFilters,
  tile: MapTile,
): Promise<CellRow[]> {
  const where = searchConditions({ ...filters, box: tileBox(tile) }, catalog);
  const rows = await groupedPoints(db, LISTING_POINTS, where, tile.zoom);
  // The tile's box is rounded outwards: a listing on its edge belongs to the neighbour's cell.
  const { left, right, top, bottom } = cellRange(tile);
  return rows.filter((row) => row.x >= left && row.x <= right && row.y >= top && row.y <= bottom);
}

/**
 * A tile's clusters: for the unfiltered map of a region up to PRE_COUNTED_MAX_ZOOM, the counts
 * kept in map_cells (a few rows, whatever the catalogue); otherwise the listings the list's
 * own conditions find in the tile, grouped by cell in the database.
 */
export async function tileClusters(
  db: Database,
  catalog: LocationCatalog,
  filters: SearchFilters,
  tile: MapTile,
): Promise<MapCluster[]> {
  const rows = preCounted(filters, tile.zoom)
    ? await countedCells(db, filters, tile)
    : await groupedCells(db, catalog, filters, tile);
  return rows.sort((a, b) => a.y - b.y || a.x - b.x).map((row) => toCluster(row, tile.zoom));
}
