import { ENTRUST_MAX_ACCEPTED } from '@591/config';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { alerts, entrustOffers, entrustRequests } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { EntrustFields } from './entrust-form.ts';

export type EntrustRow = typeof entrustRequests.$inferSelect;

/** An owner's request, offered at once to each of the brokers given; gives its id. */
export function openEntrust(
  db: Database,
  ownerId: number,
  fields: EntrustFields,
  brokers: number[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(entrustRequests)
      .values({ ownerId, ...fields })
      .returning({ id: entrustRequests.id });
    if (brokers.length > 0) {
      await tx
        .insert(entrustOffers)
        .values(brokers.map((brokerId) => ({ entrustId: created!.id, brokerId })));
    }
    return created!.id;
  });
}

/**
 * A broker takes a request offered to them, and the owner is told in 通知中心. The request's row
 * is locked while the acceptances are counted, so two brokers at once cannot make one more than
 * ENTRUST_MAX_ACCEPTED. Accepting again gives the same.
 */
export function acceptEntrustOffer(db: Database, brokerId: number, entrustId: number) {
  return db.transaction(async (tx) => {
    const [entrust] = await tx
      .select()
      .from(entrustRequests)
      .where(eq(entrustRequests.id, entrustId))
      .for('update');
    const [mine] = entrust
      ? await tx
          .select()
          .from(entrustOffers)
          .where(and(eq(entrustOffers.entrustId, entrustId), eq(entrustOffers.brokerId, brokerId)))
      : [];
    if (!entrust || !mine) throw new HttpError(404, '找不到這筆委託，或它不是給你的');
    const [{ accepted } = { accepted: 0 }] = await tx
      .select({ accepted: count() })
      .from(entrustOffers)
      .where(and(eq(entrustOffers.entrustId, entrustId), isNotNull(entrustOffers.acceptedAt)));
    if (mine.acceptedAt) return { entrust, acceptedAt: mine.acceptedAt, accepted };
    if (accepted >= ENTRUST_MAX_ACCEPTED) {
      throw new HttpError(409, `這筆委託已有 ${ENTRUST_MAX_ACCEPTED} 位經紀人接受，無法再接受`);
    }
    const [taken] = await tx
      .update(entrustOffers)
      .set({ acceptedAt: new Date() })
      .where(eq(entrustOffers.id, mine.id))
      .returning({ acceptedAt: entrustOffers.acceptedAt });
    await tx
      .insert(alerts)
      .values({ memberId: entrust.ownerId, kind: 'entrust', entrustOfferId: mine.id });
    return { entrust, acceptedAt: taken!.acceptedAt, accepted: accepted + 1 };
  });
}
