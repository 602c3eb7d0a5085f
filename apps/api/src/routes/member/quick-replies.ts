import { QUICK_REPLY_MAX, QUICK_REPLY_MAX_CHARS } from '@591/config';
import { QuickReplies, QuickRepliesAnswer } from '@591/contract';
import { asc, eq } from 'drizzle-orm';
import { quickReplies } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { FieldError } from '../../lib/http-errors.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { lengthOf } from '../../services/conversations/message-text.ts';

/** 快速回覆: the phrases a poster saved, offered when they reply; saved whole, in their order. */
export default async function quickReplyRoutes(app: Api, { db }: ApiDeps) {
  const phrasesOf = async (memberId: number) => {
    const rows = await db
      .select({ body: quickReplies.body })
      .from(quickReplies)
      .where(eq(quickReplies.memberId, memberId))
      .orderBy(asc(quickReplies.id));
    return { status: 1 as const, data: { items: rows.map((row) => row.body) } };
  };

  app.get(
    '/v1/user/quick-replies',
    { schema: { response: { 200: QuickRepliesAnswer } } },
    async (request) => phrasesOf(sessionOf(request).member.id),
  );

  app.put(
    '/v1/user/quick-replies',
    { schema: { body: QuickReplies, response: { 200: QuickRepliesAnswer } } },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const items = request.body.items.map((item) => item.trim());
      if (items.length > QUICK_REPLY_MAX) {
        throw new FieldError('items', `快速回覆最多 ${QUICK_REPLY_MAX} 則`);
      }
      if (items.some((item) => lengthOf(item) < 1 || lengthOf(item) > QUICK_REPLY_MAX_CHARS)) {
        throw new FieldError('items', `每則快速回覆請填寫 1 至 ${QUICK_REPLY_MAX_CHARS} 個字`);
      }
      await db.transaction(async (tx) => {
        await tx.delete(quickReplies).where(eq(quickReplies.memberId, memberId));
        if (items.length > 0) {
          await tx.insert(quickReplies).values(items.map((body) => ({ memberId, body })));
        }
      });
      return phrasesOf(memberId);
    },
  );
}
