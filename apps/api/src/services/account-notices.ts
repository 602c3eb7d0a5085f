import { type AccountEvent, accountEventName } from '@591/config';
import type { Database, Transaction } from '../db/client.ts';
import { alerts } from '../db/schema/index.ts';
import type { Texts } from './texts.ts';

/** The text a member's mobile gets when something happens to their account. */
export const accountText = (event: AccountEvent) => `【591房屋交易網】${accountEventName(event)}`;

/**
 * Tells a member what just happened to their account, in 通知中心 and by text to `mobile` (the
 * number that should hear of it: after a change of mobile, the old one): the alert and the
 * queued text are saved together, or neither is.
 */
export async function tellAccountEvent(
  { db, texts }: { db: Database | Transaction; texts: Texts },
  member: { id: number; mobile: string },
  event: AccountEvent,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(alerts).values({ memberId: member.id, kind: 'account', accountEvent: event });
    await texts.queue(member.mobile, accountText(event), tx);
  });
}
