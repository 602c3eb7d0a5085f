import { CELLS_PER_TILE, isMapSection, type MapTile, sectionRules, tileBox } from '@591/config';
import type { MapCluster } from '@591/contract';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listings, mapCells } from '../../db/schema/index.ts';
import type { SearchFilters } from '../../domain/search-filters.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { searchConditions } from '../listing-search.ts';
import type { LocationCatalog } from '../location-catalog.ts';
import { type CellRow, groupedPoints, type PointSource, toCluster } from '../map-clusters.ts';
import { IndexedMatcher, onlyIndexed } from '../search-match.ts';
import { PRE_COUNTED_MAX_ZOOM, REGION_GROUPED_MAX_ZOOM } from './cell-sql.ts';
import { cellKey, changedCells, inCells, keptAt } from './changed-cells.ts';
import { groupPoints, regionPointStore } from './region-points.ts';

/** Where listings keep their place, price and id, for grouping by cell. */
export const LISTING_POINTS: PointSource = {
  table: listings,
  id: listings.id,
  lat: listings.lat,
  lng: listings.lng,
  price: listings.price,
};

/** The filters that do not change which listings a map shows: its box and the list's page. */
const PAGE_ONLY = new Set(['box', 'order', 'direction', 'page', 'pageSize']);

/** The filters that leave a map unfiltered: its section, region and the page's own. */
const UNFILTERING = new Set([...PAGE_ONLY, 'section', 'region', 'type']);

/**
 * Whether a search is its section's whole map of a region (or of Taiwan), which map_cells
 * counts ahead. A type narrows only sections of several types.
 */
export function preCounted(filters: SearchFilters, zoom: number): boolean {
  if (zoom > PRE_COUNTED_MAX_ZOOM) return false;
  if (!isMapSection(filters.section)) return false;
  const narrowing = Object.entries(filters).filter(
    // A flag left off (nearMetro: false) narrows nothing.
    ([key, value]) => value !== undefined && value !== false && !UNFILTERING.has(key),
  );
  const typed = filters.type !== undefined && sectionRules(filters.section).types.length > 1;
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
  return rows.filter((row) => inTile(row, tile));
}

function inTile(cell: { x: number; y: number }, tile: MapTile): boolean {
  const { left, right, top, bottom } = cellRange(tile);
  return cell.x >= left && cell.x <= right && cell.y >= top && cell.y <= bottom;
}

/**
 * How long a region's grouping is kept unused. Its version says which changes it holds: a
 * change to the region's listings is regrouped in its cells at the next request (ageing out of
 * search too, once the ageing job has recounted it, as in the counts ahead).
 */
export const REGION_GROUPING_SECONDS = 60;

/** A region's listings grouped by cell at REGION_GROUPED_MAX_ZOOM, as of a map version. */
interface RegionGrouping {
  version: number;
  cells: CellRow[];
}

const groupingKey = (filters: SearchFilters) =>
  JSON.stringify(
    Object.entries(filters).filter(([key, value]) => value !== undefined && !PAGE_ONLY.has(key)),
  );

/** A region's cells at REGION_GROUPED_MAX_ZOOM added up into the tile's cells at its zoom. */
function cutFromRegion(regionCells: CellRow[], tile: MapTile): CellRow[] {
  const shift = REGION_GROUPED_MAX_ZOOM - tile.zoom;
  const cells = new Map<string, CellRow>();
  for (const fine of regionCells) {
    // A cell at zoom z is the one at z + 1 halved (cell-sql.ts).
    const x = fine.x >> shift;
    const y = fine.y >> shift;
    if (!inTile({ x, y }, tile)) continue;
    const key = cellKey({ x, y });
    const cell = cells.get(key);
    cells.set(key, {
      x,
      y,
      count: Number(fine.count) + Number(cell?.count ?? 0),
      latSum: Number(fine.latSum) + Number(cell?.latSum ?? 0),
      lngSum: Number(fine.lngSum) + Number(cell?.lngSum ?? 0),
      minPrice: Math.min(Number(fine.minPrice), Number(cell?.minPrice ?? Infinity)),
      maxPrice: Math.max(Number(fine.maxPrice), Number(cell?.maxPrice ?? -Infinity)),
      id: Math.min(Number(fine.id), Number(cell?.id ?? Infinity)),
    });
  }
  return [...cells.values()];
}

/**
 * Tiles' clusters, with a process's groupings of regions: for the unfiltered map of a region up
 * to PRE_COUNTED_MAX_ZOOM, the counts kept in map_cells (a few rows, whatever the catalogue);
 * for a filtered region's map up to REGION_GROUPED_MAX_ZOOM, its region's listings grouped once
 * and kept: in the process from the region's points in memory when the map index holds every
 * filter's column (a few milliseconds for a city), else in the database, and then regrouped in
 * the cells each change recounted; otherwise the listings the list's own conditions find in
 * the tile, grouped by cell in the database. `version` is the map version of the tile's region (of its section for a map
 * of all Taiwan), raised by every change to that map.
 */
export function tileClusterer(db: Database, catalog: LocationCatalog) {
  const regions = new TtlCache<Promise<RegionGrouping>>(REGION_GROUPING_SECONDS * 1000, 500);
  const points = regionPointStore(db);

  /** The region's grouping from its points in memory, or null when a filter needs the table. */
  async function fromPoints(filters: SearchFilters, version: number) {
    const regionWide = { ...filters, box: undefined };
    if (!onlyIndexed(regionWide)) return null;
    const held = await points.pointsOf(filters.section, filters.region!, version);
    return {
      version: held.version,
      cells: groupPoints(held, new IndexedMatcher(regionWide, catalog)),
    };
  }

  async function grouped(filters: SearchFilters, version: number): Promise<RegionGrouping> {
    const held = await fromPoints(filters, version);
    if (held) return held;
    const where = searchConditions({ ...filters, box: undefined }, catalog);
    return {
      version,
      cells: await groupedPoints(db, LISTING_POINTS, where, REGION_GROUPED_MAX_ZOOM),
    };
  }

  /**
   * A kept grouping brought up to `version`: grouped again from the region's points when they
   * answer its filters (the points themselves read again only where changed); otherwise the
   * cells recounted since are grouped again in the database and replace theirs, or the region
   * whole after a gap in the noted changes (a rebuild) or many changed cells.
   */
  async function patched(
    filters: SearchFilters,
    kept: RegionGrouping,
    version: number,
  ): Promise<RegionGrouping> {
    const held = await fromPoints(filters, version);
    if (held) return held;
    const changed = await changedCells(db, filters.section, filters.region!, kept.version, version);
    if (!changed) return grouped(filters, version);
    const where = and(
      searchConditions({ ...filters, box: undefined }, catalog),
      inCells(changed.values()),
    )!;
    // A neighbour's listings on the cells' edges are not all of it.
    const regrouped = (
      await groupedPoints(db, LISTING_POINTS, where, REGION_GROUPED_MAX_ZOOM)
    ).filter((cell) => changed.has(cellKey(cell)));
    const unchanged = kept.cells.filter((cell) => !changed.has(cellKey(cell)));
    return { version, cells: [...unchanged, ...regrouped] };
  }

  /** Asked once however many tiles want it at the same time; a failure is not kept. */
  async function regionCells(filters: SearchFilters, version: number): Promise<CellRow[]> {
    const grouping = await keptAt(
      regions,
      groupingKey(filters),
      version,
      () => grouped(filters, version),
      (older) => patched(filters, older, version),
    );
    return grouping.cells;
  }

  async function cells(filters: SearchFilters, tile: MapTile, version: number) {
    if (preCounted(filters, tile.zoom)) return countedCells(db, filters, tile);
    if (filters.region !== undefined && tile.zoom <= REGION_GROUPED_MAX_ZOOM) {
      return cutFromRegion(await regionCells(filters, version), tile);
    }
    return groupedCells(db, catalog, filters, tile);
  }

  const clusters = async (
    filters: SearchFilters,
    tile: MapTile,
    version: number,
  ): Promise<MapCluster[]> => {
    const rows = await cells(filters, tile, version);
    return rows.sort((a, b) => a.y - b.y || a.x - b.x).map((row) => toCluster(row, tile.zoom));
  };
  return { clusters, loadPoints: points.loadAll };
}
