import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { PhotoStorage } from '../services/photo-uploads/photo-storage.ts';
import { removeUnusedPhotos } from '../services/photo-uploads/unused-photos.ts';

const QUEUE = 'unused-photo-sweep';
/** Every night at four, Taiwan time, when few posters are at work. */
const SWEEP_CRON = '0 4 * * *';
const SWEEP_TIME_ZONE = 'Asia/Taipei';

export interface PhotoSweepDeps {
  db: Database;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
}

/**
 * Schedules the nightly sweep of stored photos nothing uses (removeUnusedPhotos). pg-boss
 * sends one job a night however many API instances schedule it, and one of them takes it.
 */
export async function startPhotoSweep(boss: PgBoss, { db, storage, log }: PhotoSweepDeps) {
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, SWEEP_CRON, {}, { tz: SWEEP_TIME_ZONE });
  await boss.work(QUEUE, async () => {
    const removed = await removeUnusedPhotos({ db, storage, now: new Date() });
    log.info({ removed: removed.length }, 'unused photos removed');
  });
}
