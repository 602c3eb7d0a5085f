import type { SmsPurpose } from '@591/contract';
import type { FastifyInstance } from 'fastify';
import { siteRequest } from './site-requests.ts';

/** The newest text the development outbox kept for the mobile. */
export async function newestText(app: FastifyInstance, mobile: string): Promise<string> {
  const outbox = await siteRequest(app, 'GET', `/v1/dev/sms-outbox?mobile=${mobile}`);
  return outbox.json().items[0]?.body ?? '';
}

/** Asks a code for the mobile and reads it from the development outbox, as a person would. */
export async function smsCode(
  app: FastifyInstance,
  mobile: string,
  purpose: SmsPurpose,
): Promise<string> {
  const sent = await siteRequest(app, 'POST', '/v1/sms/codes', '', { mobile, purpose });
  if (sent.statusCode !== 200) throw new Error(`no code sent: ${sent.body}`);
  return /驗證碼為 (\d{6})，/.exec(await newestText(app, mobile))![1]!;
}
