import type { SmsPurpose } from '@591/contract';
import type { FastifyInstance } from 'fastify';
import { siteRequest } from './site-requests.ts';
import { SITE_ORIGIN } from './test-app.ts';

/** The development outbox's answer for a mobile, read from the machine itself as it must be. */
export function readOutbox(app: FastifyInstance, mobile: string) {
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
