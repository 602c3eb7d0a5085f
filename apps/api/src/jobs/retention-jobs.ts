import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { deleteExpiredRecords } from '../services/retention.ts';

const QUEUE = 'record-retention';
/** Every night at half past four, Taiwan time, after the photo sweep. */
const RETENTION_CRON = '30 4 * * *';
const RETENTION_TIME_ZONE = 'Asia/Taipei';

/**
 * Schedules the nightly deletion of what the privacy page says is kept no longer
 * (deleteExpiredRecords). pg-boss sends one job a night however many instances schedule it.
 */
export async function startRetentionJobs(
  boss: PgBoss,
  { db, log }: { db: Database; log: FastifyBaseLogger },
) {
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, RETENTION_CRON, {}, { tz: RETENTION_TIME_ZONE });
  await boss.work(QUEUE, async () => {
    const deleted = await deleteExpiredRecords(db, new Date());
    log.info(deleted, 'expired records deleted');
  });
}
