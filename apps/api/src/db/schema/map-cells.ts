import type { Section } from '@591/config';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The listings in search counted per map cell, for the unfiltered map of a section and region
 * at zooms up to PRE_COUNTED_MAX_ZOOM: a city view reads a few dozen rows instead of every
 * listing in view. The finest zoom is counted from the listings; each coarser one from the four
 * cells below it. Kept current by services/map-cells (a listing's change, and a job for
 * listings that age out of search), rebuilt whole after a seed.
 */
export const mapCells = pgTable(
  'map_cells',
  {
    section: text('section').$type<Section>().notNull(),
    regionId: smallint('region_id').notNull(),
    zoom: smallint('zoom').notNull(),
    /** The cell's column and row across the world at its zoom (CELLS_PER_TILE a tile). */
    cellX: integer('cell_x').notNull(),
    cellY: integer('cell_y').notNull(),
    count: integer('count').notNull(),
    /** Sums of the positions: the mean, where the marker stands, is sum / count. */
    latSum: doublePrecision('lat_sum').notNull(),
    lngSum: doublePrecision('lng_sum').notNull(),
    minPrice: integer('min_price').notNull(),
    maxPrice: integer('max_price').notNull(),
    /** The lowest id: a cell of one listing is that listing. */
    minId: integer('min_id').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.section, table.regionId, table.zoom, table.cellX, table.cellY],
    }),
  ],
);

/**
 * Each section's map version: raised by every change to its listings in search, so a tile's
 * ETag (the version and the question) tells a cache whether its answer still holds, and the
 * time up to which listings ageing out of search have been taken out of the counts.
 */
export const mapVersions = pgTable('map_versions', {
  section: text('section').$type<Section>().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  agedUntil: timestamp('aged_until', { withTimezone: true }),
});

/**
 * Each region's map version within its section: raised with the section's by every change to
 * the region's listings in search, so the tiles of a region's map (what map pages ask for) stay
 * valid in every cache while listings elsewhere change. A region without a row is at 0.
 */
export const mapRegionVersions = pgTable(
  'map_region_versions',
  {
    section: text('section').$type<Section>().notNull(),
    regionId: smallint('region_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.section, table.regionId] })],
);

/**
 * The finest cells (PRE_COUNTED_MAX_ZOOM) each raise of a region's map version recounted: a
 * process that kept a filtered grouping of the region at an older version regroups only these
 * cells instead of the whole region. Written in the upkeep's transaction, one at a time, so a
 * reader that sees a version sees every row up to it. A rebuild writes none (a gap, which means
 * "group again"); rows older than MAP_CELL_CHANGES_KEPT_MINUTES are dropped.
 */
export const mapCellChanges = pgTable(
  'map_cell_changes',
  {
    section: text('section').$type<Section>().notNull(),
    regionId: smallint('region_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    cellX: integer('cell_x').notNull(),
    cellY: integer('cell_y').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      columns: [table.section, table.regionId, table.version, table.cellX, table.cellY],
    }),
    index('map_cell_changes_changed_idx').on(table.changedAt),
  ],
);
