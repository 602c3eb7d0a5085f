import { ConversationAnswer, LinkQuery, ReplyBody, ViewingCancelBody } from '@591/contract';
import type { Api } from '../../lib/api.ts';
import { MESSAGE_LIMIT } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { conversationOfLink } from '../../services/conversations/conversation-links.ts';
import { conversationView } from '../../services/conversations/conversation-view.ts';
import { markRead, reply } from '../../services/conversations/conversations.ts';
import { messageText } from '../../services/conversations/message-text.ts';
import { idempotencyScope, sendWrittenOnce } from '../../services/idempotent-writes.ts';
import { cancelViewingByLink } from '../../services/viewings/viewing-changes.ts';
import { CANCEL_REASON_MESSAGE } from '../../services/viewings/viewing-form.ts';

/**
 * A visitor seeker's conversation, opened by the link texted to them (`?t=`, see
 * conversation-links.ts): read and answered without an account, and the seeker's 預約看屋 of
 * the listing cancelled. A link opens its one conversation until it expires.
 */
export default async function conversationLinkRoutes(app: Api, { db, alertPushes }: ApiDeps) {
  app.get(
    '/v1/conversations/link',
    { schema: { querystring: LinkQuery, response: { 200: ConversationAnswer } } },
    async (request, answer) => {
      const reader = await conversationOfLink(db, request.query.t, new Date());
      await markRead(db, reader, new Date());
      answer.header('Cache-Control', 'no-store');
      return { status: 1 as const, data: await conversationView(db, reader) };
    },
  );

  app.post(
    '/v1/conversations/link/messages',
    {
      config: { origin: 'site', rateLimit: MESSAGE_LIMIT },
      schema: { querystring: LinkQuery, body: ReplyBody, response: { 201: ConversationAnswer } },
    },
    async (request, answer) => {
      const now = new Date();
      const reader = await conversationOfLink(db, request.query.t, now);
      const body = messageText(request.body.body);
      // The link's seeker has no account: their keys are kept with every visitor's.
      return sendWrittenOnce(db, request, answer, idempotencyScope(null), async (tx) => {
        const written = await reply(tx, reader, body, now);
        const view = await conversationView(tx, { ...reader, conversation: written.conversation });
        await alertPushes.queue(written.alertIds, tx);
        return { status: 201, body: { status: 1 as const, data: view } };
      });
    },
  );

  app.post(
    '/v1/conversations/link/viewings/cancel',
    {
      config: { origin: 'site', fieldMessages: { reason: CANCEL_REASON_MESSAGE } },
      schema: {
        querystring: LinkQuery,
        body: ViewingCancelBody,
        response: { 200: ConversationAnswer },
      },
    },
    async (request) => {
      const now = new Date();
      const reader = await conversationOfLink(db, request.query.t, now);
      // The cancellation and its push are saved together, or not at all.
      await db.transaction(async (tx) => {
        const change = await cancelViewingByLink(tx, reader.conversation, request.body, now);
        await alertPushes.queue(change.alertIds, tx);
      });
      return { status: 1 as const, data: await conversationView(db, reader) };
    },
  );
}
