import {
  ContactAnswer,
  ContactBody,
  ContactMessagesAnswer,
  FormRefusal,
  PageQuery,
} from '@591/contract';
import { count, desc, eq } from 'drizzle-orm';
import { contactMessages, listings } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { errorBody } from '../../lib/http-errors.ts';
import { pagedAnswer } from '../../lib/paged-answer.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { checkContact, contactReference, topicName } from '../../services/contact-messages.ts';
import { currentMember } from '../../services/sessions.ts';

/** 聯絡我們: a message to customer service, and a member's messages with their replies. */
export default async function contactMessageRoutes(app: Api, { db }: ApiDeps) {
  app.post(
    '/v1/help/contact',
    {
      // Only the site's own contact form writes here, never scripts posting in bulk.
      config: { origin: 'site', rateLimit: TIGHT_LIMITS.contact },
      schema: { body: ContactBody, response: { 201: ContactAnswer, 400: FormRefusal } },
    },
    async (request, reply) => {
      const check = checkContact(request.body);
      const refuse = (field: string, message: string) =>
        reply.status(400).send({ ...errorBody(400, message), field });
      if (!check.ok) return refuse(check.field, check.message);
      const { contact } = check;
      const [listing, member] = await Promise.all([
        contact.listingId === null
          ? null
          : db
              .select({ id: listings.id })
              .from(listings)
              .where(eq(listings.id, contact.listingId))
              .then(([row]) => row ?? null),
        currentMember(db, request),
      ]);
      if (contact.listingId !== null && !listing) {
        return refuse('listingId', '找不到這個物件編號，請確認後再送出');
      }
      const [saved] = await db
        .insert(contactMessages)
        .values({ ...contact, memberId: member?.id ?? null })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      return reply.status(201).send({
        status: 1 as const,
        data: { reference: contactReference(saved!.id, saved!.createdAt) },
      });
    },
  );

  app.get(
    '/v1/user/contact-messages',
    {
      config: { member: true },
      schema: { querystring: PageQuery, response: { 200: ContactMessagesAnswer } },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const { page, pageSize } = request.query;
      const fromMember = eq(contactMessages.memberId, member.id);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(fromMember)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(contactMessages).where(fromMember),
      ]);
      const items = rows.map((row) => ({
        reference: contactReference(row.id, row.createdAt),
        topic: row.topic,
        topicName: topicName(row.topic),
        message: row.message,
        listingId: row.listingId,
        createdAt: row.createdAt.toISOString(),
        reply: row.reply,
        repliedAt: row.repliedAt?.toISOString() ?? null,
      }));
      return pagedAnswer(request.query, totals, items);
    },
  );
}
