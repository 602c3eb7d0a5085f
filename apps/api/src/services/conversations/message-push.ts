import { originOf } from '@591/config';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SiteConfig } from '../../config/site.ts';
import type { Database } from '../../db/client.ts';
import { alerts, conversationMessages, conversations, listings } from '../../db/schema/index.ts';
import { deliver } from '../alert-push.ts';
import type { PushSender } from '../push-sender.ts';

/** `cate` of a message's push, as the site's service worker reads it (the link is opened). */
const MESSAGE_PUSH_CATE = '1';
const PUSH_ICON = '/push/default-icon.png';

/** Pushes the message alerts given to their members' browsers, where push is on. */
export async function pushMessageAlerts(
  db: Database,
  push: PushSender | null,
  site: SiteConfig,
  alertIds: number[],
): Promise<void> {
  if (!push || alertIds.length === 0) return;
  const rows = await db
    .select({
      alert: alerts,
      message: conversationMessages,
      conversation: conversations,
      title: listings.title,
      posterName: listings.posterName,
    })
    .from(alerts)
    .innerJoin(conversationMessages, eq(conversationMessages.id, alerts.messageId))
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(and(inArray(alerts.id, alertIds), eq(alerts.kind, 'message'), isNull(alerts.sentAt)));
  const user = originOf('user', site.site);
  await deliver(
    db,
    push,
    rows.map(({ alert, message, conversation, title, posterName }) => ({
      memberId: alert.memberId,
      alertIds: [alert.id],
      data: {
        cate: MESSAGE_PUSH_CATE,
        link_url: `${user}/center/conversations/${conversation.id}`,
        push_id: `alert-${alert.id}`,
        record_id: String(message.id),
        title:
          message.author === 'seeker'
            ? `${conversation.seekerName}留言詢問「${title}」`
            : `${posterName}回覆了您的留言`,
        body: message.body.slice(0, 80),
        icon: PUSH_ICON,
      },
    })),
  );
}
