import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import { OutboxSmsSender } from '../../services/sms/outbox-sms-sender.ts';
import { SmsNotSent, type SmsSender } from '../../services/sms/sms-sender.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import { startJobQueue } from '../job-queue.ts';
import { startTextJobs } from '../text-jobs.ts';

/** A logger that says nothing: the refusals are the test's point. */
const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Starts the text jobs on the test database with `sms` as the provider; stops them after `use`. */
async function withTextJobs(
  sms: SmsSender,
  use: (texts: Awaited<ReturnType<typeof startTextJobs>>) => Promise<void>,
) {
  const boss = await startJobQueue(database.db, { takesJobs: true, onError: () => undefined });
  try {
    await use(await startTextJobs(boss, { sms, log: quiet }));
  } finally {
    await boss.stop({ graceful: true, wait: true });
  }
}

const textStates = (mobile: string) =>
  queryRows<{ state: string }>(
    database.db,
    sql`select state from pgboss.job where name = 'texts' and data->>'mobile' = ${mobile}`,
  );

describe('text jobs', () => {
  it('send a text queued in a change’s transaction once it commits, and never one rolled back', async () => {
    const outbox = new OutboxSmsSender(database.db);
    await withTextJobs(outbox, async (texts) => {
      await expect(
        database.db.transaction(async (tx) => {
          await texts.queue('0911000001', '【591房屋交易網】rolled back', tx);
          throw new Error('the change was refused');
        }),
      ).rejects.toThrow('the change was refused');
      await database.db.transaction(async (tx) => {
        await texts.queue('0911000002', '【591房屋交易網】committed', tx);
      });
      await expect
        .poll(async () => (await textStates('0911000002')).map((row) => row.state), {
          timeout: 10_000,
        })
        .toEqual(['completed']);
      expect(await textStates('0911000001')).toEqual([]);
      const kept = await database.db.select({ mobile: smsOutbox.mobile }).from(smsOutbox);
      expect(kept).toEqual([{ mobile: '0911000002' }]);
    });
  });

  it('send the texts to a mobile in the order they were queued, however many wait', async () => {
    // Queued by a web instance (API_JOBS=send) while no worker runs, then worked in one batch.
    const web = await startJobQueue(database.db, { takesJobs: false, onError: () => undefined });
    try {
      const queuing = await startTextJobs(web, {
        sms: new OutboxSmsSender(database.db),
        log: quiet,
      });
      // Within one transaction, so all twelve are queued in the same instant of its clock.
      await database.db.transaction(async (tx) => {
        for (let n = 1; n <= 12; n += 1) await queuing.queue('0911000005', `第 ${n} 則`, tx);
      });
    } finally {
      await web.stop({ graceful: true, wait: true });
    }
    await withTextJobs(new OutboxSmsSender(database.db), async () => {
      await expect
        .poll(
          async () => (await textStates('0911000005')).every((row) => row.state === 'completed'),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
    });
    const kept = await queryRows<{ body: string }>(
      database.db,
      sql`select body from sms_outbox where mobile = '0911000005' order by id`,
    );
    expect(kept.map((row) => row.body)).toEqual(
      Array.from({ length: 12 }, (_, index) => `第 ${index + 1} 則`),
    );
  });

  it('name each try by the job, so a text sent again (its worker died midway) is kept once', async () => {
    const outbox = new OutboxSmsSender(database.db);
    await outbox.send(
      '0911000003',
      '【591房屋交易網】once',
      'b6f1c7a2-3d4e-4f5a-8b9c-0d1e2f3a4b5c',
    );
    await outbox.send(
      '0911000003',
      '【591房屋交易網】once',
      'b6f1c7a2-3d4e-4f5a-8b9c-0d1e2f3a4b5c',
    );
    await outbox.send(
      '0911000003',
      '【591房屋交易網】another',
      'c7a2b6f1-3d4e-4f5a-8b9c-0d1e2f3a4b5c',
    );
    const kept = await queryRows<{ body: string }>(
      database.db,
      sql`select body from sms_outbox where mobile = '0911000003' order by id`,
    );
    expect(kept.map((row) => row.body)).toEqual([
      '【591房屋交易網】once',
      '【591房屋交易網】another',
    ]);
  });

  it('keep a text the provider refused, to try again later under the same id', async () => {
    const ids: (string | undefined)[] = [];
    const refusing: SmsSender = {
      send: async (_mobile, _text, id) => {
        ids.push(id);
        throw new SmsNotSent('Mitake SmSend answered HTTP 503');
      },
    };
    await withTextJobs(refusing, async (texts) => {
      await texts.queue('0911000004', '【591房屋交易網】refused', database.db);
      await expect
        .poll(async () => (await textStates('0911000004')).map((row) => row.state), {
          timeout: 10_000,
        })
        .toEqual(['retry']);
    });
    const [job] = await queryRows<{ id: string; retryLimit: number }>(
      database.db,
      sql`select id, retry_limit as "retryLimit" from pgboss.job where data->>'mobile' = '0911000004'`,
    );
    expect(ids).toEqual([job!.id]);
    expect(job!.retryLimit).toBeGreaterThanOrEqual(5);
  });
});
