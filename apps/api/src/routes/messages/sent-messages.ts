import { PageQuery, SentMessagesAnswer } from '@591/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { conversationMessages, conversations, listings } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { pagedAnswer } from '../../lib/paged-answer.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';

/** The messages a logged-in member sent to posters, newest first, for their account pages. */
export default async function sentMessageRoutes(app: Api, { db }: ApiDeps) {
  app.get(
    '/v1/user/messages',
    {
      config: { member: true },
      schema: { querystring: PageQuery, response: { 200: SentMessagesAnswer } },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const { page, pageSize } = request.query;
      const sentByMember = and(
        eq(conversations.seekerMemberId, member.id),
        eq(conversationMessages.author, 'seeker'),
      );
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: conversationMessages.id,
            listingId: conversations.listingId,
            section: listings.section,
            type: listings.type,
            title: listings.title,
            message: conversationMessages.body,
            createdAt: conversationMessages.createdAt,
          })
          .from(conversationMessages)
          .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
          .innerJoin(listings, eq(listings.id, conversations.listingId))
          .where(sentByMember)
          .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: count() })
          .from(conversationMessages)
          .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
          .where(sentByMember),
      ]);
      const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return pagedAnswer(request.query, totals, items);
    },
  );
}
