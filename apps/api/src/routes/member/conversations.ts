import {
  BlockBody,
  ConversationAnswer,
  ConversationListingsAnswer,
  ConversationsAnswer,
  ConversationsQuery,
  Done,
  HandledBody,
  IdParams,
  ReplyBody,
} from '@591/contract';
import type { Api } from '../../lib/api.ts';
import { pagedAnswer } from '../../lib/paged-answer.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import { MESSAGE_LIMIT } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { textSeeker } from '../../services/conversations/conversation-links.ts';
import {
  conversationListings,
  conversationView,
  listConversations,
} from '../../services/conversations/conversation-view.ts';
import {
  conversationOfMember,
  markRead,
  reply,
  setBlocked,
  setHandled,
} from '../../services/conversations/conversations.ts';
import { messageText } from '../../services/conversations/message-text.ts';
import { idempotencyScope, sendWrittenOnce } from '../../services/idempotent-writes.ts';

/**
 * Both sides of the member's conversations: the poster's 收到的留言 (by listing, unread first),
 * the seeker's 我的訊息, one conversation and its replies, and the poster's 已處理 and 封鎖.
 * Nobody but the two sides reads or writes one: anyone else gets 404.
 */
export default async function conversationRoutes(
  app: Api,
  { db, alertPushes, site, texts }: ApiDeps,
) {
  app.get(
    '/v1/user/conversations',
    { schema: { querystring: ConversationsQuery, response: { 200: ConversationsAnswer } } },
    async (request) => {
      const { items, totals } = await listConversations(
        db,
        sessionOf(request).member.id,
        request.query,
      );
      return pagedAnswer(request.query, totals, items);
    },
  );

  app.get(
    '/v1/user/conversations/listings',
    { schema: { response: { 200: ConversationListingsAnswer } } },
    async (request) => ({
      status: 1 as const,
      data: await conversationListings(db, sessionOf(request).member.id),
    }),
  );

  app.get(
    '/v1/user/conversations/:id',
    { schema: { params: IdParams, response: { 200: ConversationAnswer } } },
    async (request) => {
      const reader = await conversationOfMember(
        db,
        request.params.id,
        sessionOf(request).member.id,
      );
      await markRead(db, reader, new Date());
      return { status: 1 as const, data: await conversationView(db, reader) };
    },
  );

  app.post(
    '/v1/user/conversations/:id/messages',
    {
      config: { rateLimit: MESSAGE_LIMIT },
      schema: { params: IdParams, body: ReplyBody, response: { 201: ConversationAnswer } },
    },
    async (request, answer) => {
      const memberId = sessionOf(request).member.id;
      const reader = await conversationOfMember(db, request.params.id, memberId);
      const now = new Date();
      const body = messageText(request.body.body);
      // Sent again with the same Idempotency-Key (an answer lost, a second tap): stored once.
      return sendWrittenOnce(db, request, answer, idempotencyScope(memberId), async (tx) => {
        const written = await reply(tx, reader, body, now);
        const view = await conversationView(tx, { ...reader, conversation: written.conversation });
        // The other side's push and a visitor seeker's text go with the reply, or not at all.
        await alertPushes.queue(written.alertIds, tx);
        if (reader.role === 'poster') await textSeeker(tx, texts, site, written.conversation, now);
        return { status: 201, body: { status: 1 as const, data: view } };
      });
    },
  );

  app.post(
    '/v1/user/conversations/:id/handled',
    { schema: { params: IdParams, body: HandledBody, response: { 200: Done } } },
    async (request) => {
      const reader = await conversationOfMember(
        db,
        request.params.id,
        sessionOf(request).member.id,
      );
      await setHandled(db, reader, request.body.handled, new Date());
      return { status: 1 as const };
    },
  );

  app.post(
    '/v1/user/conversations/:id/block',
    { schema: { params: IdParams, body: BlockBody, response: { 200: Done } } },
    async (request) => {
      const reader = await conversationOfMember(
        db,
        request.params.id,
        sessionOf(request).member.id,
      );
      await setBlocked(db, reader, request.body.blocked);
      return { status: 1 as const };
    },
  );
}
