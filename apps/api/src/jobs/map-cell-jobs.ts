import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { ageMapCells, countMapCellsIfNone } from '../services/map-cells/cell-upkeep.ts';

const QUEUE = 'map-cells-age';
/** Listings age out of search by the day; ten minutes late is within a map's caching. */
const AGE_CRON = '*/10 * * * *';

/**
 * The map's counts ahead (map_cells): counted at the start when a database has none yet, then
 * every ten minutes the listings that aged out of search are taken out (not at the start: that
 * reads every listing's confirmation, and the job is never more than ten minutes away). With
 * several API instances the queue gives each run to one of them.
 */
export async function startMapCellJobs(
  boss: PgBoss,
  { db, log }: { db: Database; log: FastifyBaseLogger },
): Promise<void> {
  await countMapCellsIfNone(db);
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, AGE_CRON, {});
  await boss.work(QUEUE, async () => {
    await ageMapCells(db);
    log.debug('map cells aged');
  });
}
