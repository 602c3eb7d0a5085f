import { type Section, tileCellBox } from '@591/config';
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mapCellChanges } from '../../db/schema/index.ts';
import { boxCondition } from '../listing-search.ts';
import { PRE_COUNTED_MAX_ZOOM, REGION_GROUPED_MAX_ZOOM } from './cell-sql.ts';

/** More changed cells than this since something kept of a region, and it is made whole again. */
export const PATCHED_CELLS_MAX = 64;

export interface Cell {
  x: number;
  y: number;
}

export const cellKey = (cell: Cell) => `${cell.x}/${cell.y}`;

/**
 * The cells at REGION_GROUPED_MAX_ZOOM that changed in a region's map from version `from` to
 * `to`, by cellKey, as noted by each raise of its version (map_cell_changes); null when some
 * raise in between noted none (a rebuild, or notes dropped as old) or more than
 * PATCHED_CELLS_MAX cells changed: whatever was kept of the region must be made whole again.
 */
export async function changedCells(
  db: Database,
  section: Section,
  regionId: number,
  from: number,
  to: number,
): Promise<Map<string, Cell> | null> {
  const changes = await db
    .select({ version: mapCellChanges.version, x: mapCellChanges.cellX, y: mapCellChanges.cellY })
    .from(mapCellChanges)
    .where(
      and(
        eq(mapCellChanges.section, section),
        eq(mapCellChanges.regionId, regionId),
        gt(mapCellChanges.version, from),
        lte(mapCellChanges.version, to),
      ),
    );
  const shift = PRE_COUNTED_MAX_ZOOM - REGION_GROUPED_MAX_ZOOM;
  const cells = new Map(
    changes.map((change) => {
      // A cell at zoom z is the one at z + 1 halved (cell-sql.ts).
      const cell = { x: change.x >> shift, y: change.y >> shift };
      return [cellKey(cell), cell];
    }),
  );
  const noted = new Set(changes.map((change) => change.version)).size;
  return noted === to - from && cells.size <= PATCHED_CELLS_MAX ? cells : null;
}

/**
 * Listings in any of these cells at REGION_GROUPED_MAX_ZOOM, through the map index: each
 * cell's box is rounded outwards, so a neighbour's listings on its edge come too.
 */
export function inCells(cells: Iterable<Cell>): SQL | undefined {
  return or(
    ...[...cells].map((cell) => boxCondition(tileCellBox(cell.x, cell.y, REGION_GROUPED_MAX_ZOOM))),
  );
}

/** What something kept of a region's map is: made as of a map version. */
interface Versioned {
  version: number;
}

/**
 * What is kept under `key` brought up to `version`: made with `make` when nothing is, or
 * updated from what is with `update` when it is older. Asked once however many want it at the
 * same time; a failure is not kept, so the next asks again.
 */
export function keptAt<T extends Versioned>(
  kept: {
    get(key: string): Promise<T> | undefined;
    set(key: string, value: Promise<T>): void;
    delete(key: string): void;
  },
  key: string,
  version: number,
  make: () => Promise<T>,
  update: (older: T) => Promise<T>,
): Promise<T> {
  const before = kept.get(key);
  const current = before
    ? before.then((value) => (value.version >= version ? value : update(value)))
    : make();
  current.catch(() => {
    if (kept.get(key) === current) kept.delete(key);
  });
  kept.set(key, current);
  return current;
}
