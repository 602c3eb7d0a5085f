import { taiwanDate, VIEWING_OPEN_STATUSES } from '@591/config';
import { and, eq, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listings, viewings } from '../../db/schema/index.ts';
import type { AlertPushes } from '../alert-pushes.ts';
import { alertViewing } from './viewing-alerts.ts';
import { noteViewing } from './viewing-notes.ts';
import { freePlace } from './viewing-places.ts';
import { closedReason, type ViewingRow } from './viewing-view.ts';

/*
 * How bookings end without either side answering: a request left past its day, and a listing
 * taken out of search for good.
 */

/**
 * Requests and proposals left unanswered past their 24 hours expire: their places are free
 * again and both sides are told, each expiry's pushes queued in its transaction. Answers the
 * alerts made.
 */
export async function expireViewings(
  db: Database,
  alertPushes: AlertPushes,
  now: Date,
): Promise<number[]> {
  const due = await db
    .select({ viewing: viewings, posterId: listings.memberId })
    .from(viewings)
    .innerJoin(listings, eq(listings.id, viewings.listingId))
    .where(and(inArray(viewings.status, ['requested', 'proposed']), lte(viewings.expiresAt, now)));
  const alertIds: number[] = [];
  for (const { viewing, posterId } of due) {
    await db.transaction(async (tx) => {
      const [expired] = await tx
        .update(viewings)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(eq(viewings.id, viewing.id), inArray(viewings.status, ['requested', 'proposed'])),
        )
        .returning({ id: viewings.id });
      if (!expired) return;
      await freePlace(tx, viewing.id);
      await noteViewing(tx, viewing.id, 'expired', now);
      const told = await alertViewing(tx, viewing.id, 'expired', [
        posterId,
        viewing.seekerMemberId,
      ]);
      await alertPushes.queue(told, tx);
      alertIds.push(...told);
    });
  }
  return alertIds;
}

/**
 * A listing closed as 已出租 / 已售出: its bookings still ahead are cancelled with that reason
 * and their seekers told (members in 通知中心; the answer names everyone, for a text).
 */
export async function cancelViewingsOfClosedListing(
  db: Database,
  listingId: number,
  now: Date,
  /** The words the seekers read; by default 物件已出租 / 物件已售出. */
  reason?: string,
): Promise<{ alertIds: number[]; cancelled: ViewingRow[] }> {
  const [listing] = await db
    .select({ section: listings.section })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) return { alertIds: [], cancelled: [] };
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(viewings)
      .set({
        status: 'cancelled',
        cancelledBy: 'closed',
        reason: reason ?? closedReason(listing.section),
        expiresAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(viewings.listingId, listingId),
          inArray(viewings.status, [...VIEWING_OPEN_STATUSES]),
          or(
            gt(viewings.slotStart, now),
            and(isNull(viewings.slotStart), gte(viewings.askedDate, taiwanDate(now))),
          ),
        ),
      )
      .returning();
    const alertIds: number[] = [];
    for (const viewing of cancelled) {
      await freePlace(tx, viewing.id);
      await noteViewing(tx, viewing.id, 'cancelled', now);
      alertIds.push(...(await alertViewing(tx, viewing.id, 'cancelled', [viewing.seekerMemberId])));
    }
    return { alertIds, cancelled };
  });
}
