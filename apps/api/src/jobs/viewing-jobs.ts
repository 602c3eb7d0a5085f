import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { AlertPushes } from '../services/alert-pushes.ts';
import { expireViewings } from '../services/viewings/viewing-endings.ts';

const EXPIRY_QUEUE = 'viewing-expiry';
/** Every minute: a request is freed within a minute of its 24 hours. */
const EXPIRY_CRON = '* * * * *';

export interface ViewingJobDeps {
  db: Database;
  alertPushes: AlertPushes;
  log: FastifyBaseLogger;
  /** The time the job takes as now; tests move it. */
  now?: () => Date;
}

/** One pass: expires the requests due, pushes what it told. Answers the alerts made. */
export async function expireDueViewings(deps: ViewingJobDeps): Promise<number> {
  const now = (deps.now ?? (() => new Date()))();
  return (await expireViewings(deps.db, deps.alertPushes, now)).length;
}

/**
 * The expiry of unanswered 預約看屋 requests, run each minute by one of the API instances
 * sharing the queue (a booking changed meanwhile is skipped by its state check).
 */
export async function startViewingJobs(boss: PgBoss, deps: ViewingJobDeps): Promise<void> {
  await boss.createQueue(EXPIRY_QUEUE);
  await boss.schedule(EXPIRY_QUEUE, EXPIRY_CRON);
  await boss.work(EXPIRY_QUEUE, async () => {
    const told = await expireDueViewings(deps);
    if (told > 0) deps.log.info({ told }, 'viewing requests expired');
  });
}
