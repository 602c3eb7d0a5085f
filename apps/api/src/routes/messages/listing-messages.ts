import { ListingMessageAnswer, ListingMessageBody } from '@591/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { listingMessages, listings } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { errorBody, HttpError } from '../../lib/http-errors.ts';
import { NOT_FOUND_MESSAGE } from '../../lib/not-found-messages.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { currentMember } from '../../services/sessions.ts';

type MessageField = 'name' | 'mobile' | 'message';

/** Counted in characters as people see them, not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

/**
 * What is wrong with a message, worded for the person who typed it: the form shows it next
 * to the field the answer names.
 */
function invalidField(body: ListingMessageBody): { field: MessageField; message: string } | null {
  const name = body.name?.trim() ?? '';
  if (lengthOf(name) < 1 || lengthOf(name) > 20) {
    return { field: 'name', message: '請填寫姓名（1 至 20 個字）' };
  }
  if (!/^09\d{8}$/.test((body.mobile ?? '').replace(/[ -]/g, ''))) {
    return { field: 'mobile', message: '請填寫正確的手機號碼，例如 0912-345-678' };
  }
  const message = body.message?.trim() ?? '';
  if (lengthOf(message) < 1 || lengthOf(message) > 500) {
    return { field: 'message', message: '請填寫留言（1 至 500 個字）' };
  }
  return null;
}

function refuse(reply: FastifyReply, field: MessageField, message: string) {
  return reply.status(400).send({ ...errorBody(400, message), field });
}

/** A visitor's message to the poster of a listing, from the detail page's contact card. */
export default async function listingMessageRoutes(app: Api, { db }: ApiDeps) {
  app.post(
    '/home/housing/sendMsg',
    {
      // No cookie is needed to write here, so a missing Origin is refused too: only the
      // site's own pages send messages, never scripts posting in bulk.
      config: { origin: 'site', rateLimit: TIGHT_LIMITS.message },
      schema: { body: ListingMessageBody, response: { 201: ListingMessageAnswer } },
    },
    async (request, reply) => {
      const invalid = invalidField(request.body);
      if (invalid) return refuse(reply, invalid.field, invalid.message);
      const { listingId } = request.body;
      const [[listing], member] = await Promise.all([
        db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)),
        currentMember(db, request),
      ]);
      if (!listing) throw new HttpError(404, NOT_FOUND_MESSAGE);
      const [saved] = await db
        .insert(listingMessages)
        .values({
          listingId,
          name: request.body.name!.trim(),
          mobile: request.body.mobile!.replace(/[ -]/g, ''),
          message: request.body.message!.trim(),
          // Logged-in senders find it again under their sent messages.
          memberId: member?.id ?? null,
        })
        .returning({ id: listingMessages.id });
      return reply.status(201).send({ status: 1, data: { id: saved!.id } });
    },
  );
}
