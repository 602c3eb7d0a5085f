import type { ViewingEvent } from '@591/config';
import { eq } from 'drizzle-orm';
import { listings, viewings } from '../../db/schema/index.ts';
import { addSystemMessage } from '../conversations/conversations.ts';
import type { Executor } from './viewing-places.ts';
import { type ViewingRow, whenText } from './viewing-view.ts';

const reasonText = (viewing: ViewingRow) => (viewing.reason ? `（原因：${viewing.reason}）` : '');

/** A booking's event as both sides read it in their conversation. */
export function viewingNote(event: ViewingEvent, viewing: ViewingRow): string {
  const when = whenText(viewing);
  switch (event) {
    case 'requested':
      return `預約看屋 ${when}，等待屋主確認`;
    case 'booked':
      return `預約看屋 ${when}，已確認`;
    case 'confirmed':
      return `屋主已確認看屋時間 ${when}`;
    case 'proposed':
      return `屋主提議改為 ${when}，等待預約人回覆`;
    case 'accepted':
      return `預約人已接受看屋時間 ${when}`;
    case 'declined':
      return `屋主婉拒了 ${when} 的預約看屋${reasonText(viewing)}`;
    case 'cancelled': {
      const by =
        viewing.cancelledBy === 'poster'
          ? '屋主'
          : viewing.cancelledBy === 'seeker'
            ? '預約人'
            : '系統';
      return `${by}取消了 ${when} 的預約看屋${reasonText(viewing)}`;
    }
    case 'expired':
      return `${when} 的預約看屋逾時未確認，已自動取消`;
  }
}

/**
 * Writes a booking's event into the conversation of its listing and seeker (opened if they had
 * not written yet), in the transaction of the change: the two sides read the booking's story
 * where they talk. Answers the conversation's id.
 */
export async function noteViewing(
  tx: Executor,
  viewingId: number,
  event: ViewingEvent,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .select({ viewing: viewings, posterId: listings.memberId })
    .from(viewings)
    .innerJoin(listings, eq(listings.id, viewings.listingId))
    .where(eq(viewings.id, viewingId));
  if (!row || row.posterId === null) return null;
  const { viewing, posterId } = row;
  return addSystemMessage(
    tx,
    {
      listingId: viewing.listingId,
      posterId,
      seekerMemberId: viewing.seekerMemberId,
      name: viewing.name,
      mobile: viewing.mobile,
      body: viewingNote(event, viewing),
      viewingId: viewing.id,
    },
    now,
  );
}
