import type { MemberAlert } from '@591/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { alerts, conversationMessages, conversations, listings } from '../../db/schema/index.ts';

type MessageAlert = NonNullable<MemberAlert['message']>;

/** What each message alert of the page tells of, by alert id, as the member's side sees it. */
export async function messagesOfAlerts(
  db: Database,
  alertIds: number[],
  memberId: number,
): Promise<Map<number, MessageAlert>> {
  if (alertIds.length === 0) return new Map();
  const rows = await db
    .select({
      alertId: alerts.id,
      message: conversationMessages,
      conversation: conversations,
      listing: {
        id: listings.id,
        section: listings.section,
        type: listings.type,
        title: listings.title,
      },
      posterName: listings.posterName,
    })
    .from(alerts)
    .innerJoin(conversationMessages, eq(conversationMessages.id, alerts.messageId))
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(inArray(alerts.id, alertIds));
  return new Map(
    rows.map((row) => [
      row.alertId,
      {
        conversationId: row.conversation.id,
        role: row.conversation.posterMemberId === memberId ? 'poster' : 'seeker',
        listing: row.listing,
        from: row.message.author === 'seeker' ? row.conversation.seekerName : row.posterName,
        body: row.message.body,
      },
    ]),
  );
}
