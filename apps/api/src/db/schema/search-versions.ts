import type { Section } from '@591/config';
import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Each region's search version within its section (region 0: the section's, for searches of
 * every region): raised by the database itself, by a trigger on `listings` (migration
 * 0048_search_versions), whenever a listing of the region is added, changed in anything but
 * its view count, or removed, whichever API instance or job wrote it. A search answer kept
 * under a version is the answer until the version moves (services/search-answers.ts). A
 * region without a row is at 0. New builds have one version, `('newhouse', 0)`, raised by
 * triggers on their tables (migration 0050_new_build_versions).
 */
export const searchVersions = pgTable(
  'search_versions',
  {
    section: text('section').$type<Section | 'newhouse'>().notNull(),
    regionId: smallint('region_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.section, table.regionId] })],
);
