import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  deviceIdentities,
  listings,
  members,
  pushReachEvents,
  pushTokens,
  recommendationReports,
} from '../db/schema/index.ts';
import type { ListingEvents } from './listing-events.ts';
import { recountListings } from './map-cells/cell-upkeep.ts';
import { cancelViewingsOfClosedListing } from './viewings/viewing-endings.ts';
import { POSTER_LEFT_REASON } from './viewings/viewing-view.ts';

/**
 * A member leaves, as the privacy policy promises (help.<domain>/privacy#delete-account):
 * their listings close (out of search; their pages answer 410) and stay as the record of what
 * was posted; the member row goes, and with it (by its foreign keys) sessions, favourites
 * (listings and new-build projects), saved searches, alerts, drafts and messages to customer
 * service; push tokens are deleted; statistics and device records keep no link to them;
 * messages they sent posters stay with the listing, no longer linked; so do the visits they
 * booked at new-build projects, which are the builder's record, and a builder's projects stay,
 * with no owner. Seekers who saved a closed listing are told, as for any close, and so are those
 * who booked a 預約看屋 still ahead, which is cancelled.
 */
export async function deleteMemberAccount(
  db: Database,
  listingEvents: ListingEvents,
  memberId: number,
): Promise<void> {
  const now = new Date();
  const closed = await db.transaction(async (tx) => {
    const closing = await tx
      .update(listings)
      .set({ status: 'closed', closedAt: now, updatedAt: now })
      .where(and(eq(listings.memberId, memberId), ne(listings.status, 'closed')))
      .returning({ id: listings.id });
    for (const { id } of closing) await listingEvents.closed(id, tx);
    await tx.delete(pushTokens).where(eq(pushTokens.memberId, memberId));
    await tx
      .update(pushReachEvents)
      .set({ memberId: null })
      .where(eq(pushReachEvents.memberId, memberId));
    await tx
      .update(recommendationReports)
      .set({ memberId: null })
      .where(eq(recommendationReports.memberId, memberId));
    await tx.update(deviceIdentities).set({ uid: null }).where(eq(deviceIdentities.uid, memberId));
    await tx.delete(members).where(eq(members.id, memberId));
    return closing;
  });
  await recountListings(
    db,
    closed.map(({ id }) => id),
  );
  for (const { id } of closed) {
    await cancelViewingsOfClosedListing(db, id, now, POSTER_LEFT_REASON);
  }
}
