import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import type { SmsSender } from '../services/sms/sms-sender.ts';
import type { Texts } from '../services/texts.ts';
import { jobSqlWithin } from './job-queue.ts';

const QUEUE = 'texts';
/**
 * A text the provider refused is tried again 30 s, 1 min, 2 min… later, six times; one whose
 * worker died is taken again two minutes later. Each try names the text by its job's id, which
 * the provider sends once: a text taken and then tried again is not sent twice.
 */
const TEXT_JOBS = { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 };
/** How often an idle worker looks for texts: a reply's text is seconds away, not minutes. */
const POLLING_SECONDS = 1;
/** Texts a worker takes at a time. */
const BATCH_SIZE = 20;

interface Text {
  mobile: string;
  text: string;
  /**
   * The database's clock when it was queued, in microseconds (a decimal string): the order
   * of two texts queued within one millisecond, which a job's own `createdOn` does not keep.
   * Absent on a job queued before it was kept.
   */
  queuedAt?: string;
}

/** The order texts are sent in: queued earlier first. */
const queuedOrder = (job: { data: Text; createdOn: Date }) =>
  job.data.queuedAt === undefined
    ? BigInt(new Date(job.createdOn).getTime()) * 1000n
    : BigInt(job.data.queuedAt);

/** Creates the texts' queue and starts its worker; returns what the rest of the API queues to. */
export async function startTextJobs(
  boss: PgBoss,
  { sms, log }: { sms: SmsSender; log: FastifyBaseLogger },
): Promise<Texts> {
  await boss.createQueue(QUEUE);
  // Set on every start: a queue made before these settings takes them too.
  await boss.updateQueue(QUEUE, { name: QUEUE, ...TEXT_JOBS });
  const polling = {
    pollingIntervalSeconds: POLLING_SECONDS,
    batchSize: BATCH_SIZE,
    includeMetadata: true as const,
  };
  await boss.work<Text>(QUEUE, polling, async (batch) => {
    // In the order they were queued (a booking's confirmation before its cancellation): a
    // batch comes in no particular order.
    const jobs = batch.toSorted((a, b) => {
      const [first, second] = [queuedOrder(a), queuedOrder(b)];
      return first < second ? -1 : first > second ? 1 : 0;
    });
    const refused: Error[] = [];
    for (const job of jobs) {
      await sms.send(job.data.mobile, job.data.text, job.id).catch((error: Error) => {
        refused.push(error);
      });
    }
    // The batch is tried again whole: the texts taken already are named by their ids, and
    // the provider sends them once.
    if (refused.length > 0) {
      log.warn({ err: refused[0], refused: refused.length }, 'texts not taken; tried again later');
      throw new AggregateError(refused, `${refused.length} texts not taken by the provider`);
    }
  });
  return {
    queue: async (mobile, text, within) => {
      const [clock] = await queryRows<{ queuedAt: string }>(
        within as Database,
        sql`select (extract(epoch from clock_timestamp()) * 1000000)::bigint::text as "queuedAt"`,
      );
      const job: Text = { mobile, text, queuedAt: clock!.queuedAt };
      await boss.send(QUEUE, job, { db: jobSqlWithin(within) });
    },
  };
}
