import type { SmsPurpose } from '@591/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { siteRequest } from './site-requests.ts';
import { databaseOf, SITE_ORIGIN } from './test-app.ts';

/**
 * Waits until the texts queued so far were sent or given up (the text jobs send them off the
 * request, within a second or two): what the outbox shows then is all there will be.
 */
export async function textsSent(db: Database, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [{ waiting }] = (await queryRows<{ waiting: number }>(
      db,
      sql`select count(*)::int as waiting from pgboss.job
          where name = 'texts' and state in ('created', 'retry', 'active')`,
    )) as [{ waiting: number }];
    if (waiting === 0) return;
    if (Date.now() > until) throw new Error(`${waiting} texts still queued`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The development outbox's answer for a mobile, once the texts queued were sent. */
export async function readOutbox(app: FastifyInstance, mobile: string) {
  await textsSent(databaseOf(app));
  return app.inject({ url: `/v1/dev/sms-outbox?mobile=${mobile}`, remoteAddress: '127.0.0.1' });
}

/** The texts the development outbox kept for the mobile, newest first. */
export async function outboxTexts(app: FastifyInstance, mobile: string): Promise<string[]> {
  const outbox = await readOutbox(app, mobile);
  if (outbox.statusCode !== 200) throw new Error(`no outbox: ${outbox.body}`);
  return outbox.json().items.map((item: { body: string }) => item.body);
}

/** The newest text the development outbox kept for the mobile. */
export async function newestText(app: FastifyInstance, mobile: string): Promise<string> {
  return (await outboxTexts(app, mobile))[0] ?? '';
}

/** Asks a code for the mobile and reads it from the development outbox, as a person would. */
export async function smsCode(
  app: FastifyInstance,
  mobile: string,
  purpose: SmsPurpose,
  origin = SITE_ORIGIN,
): Promise<string> {
  const sent = await siteRequest(app, 'POST', '/v1/sms/codes', '', { mobile, purpose }, origin);
  if (sent.statusCode !== 200) throw new Error(`no code sent: ${sent.body}`);
  return /驗證碼為 (\d{6})，/.exec(await newestText(app, mobile))![1]!;
}
