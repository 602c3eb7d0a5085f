import { type AccountEvent, accountEventName } from '@591/config';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { alerts } from '../db/schema/index.ts';
import type { SmsSender } from './sms/sms-sender.ts';

/** The text a member's mobile gets when something happens to their account. */
export const accountText = (event: AccountEvent) => `【591房屋交易網】${accountEventName(event)}`;

/**
 * Tells a member what just happened to their account, in 通知中心 and by text to `mobile` (the
 * number that should hear of it: after a change of mobile, the old one). The request goes on
 * whatever the SMS does.
 */
export async function tellAccountEvent(
  { db, sms, log }: { db: Database; sms: SmsSender; log: FastifyBaseLogger },
  member: { id: number; mobile: string },
  event: AccountEvent,
): Promise<void> {
  await db.insert(alerts).values({ memberId: member.id, kind: 'account', accountEvent: event });
  await sms
    .send(member.mobile, accountText(event))
    .catch((error: Error) => log.error({ err: error }, `account notice ${event} not sent`));
}
