import { mobileDigits } from '@591/config';
import { ListingMessageAnswer, ListingMessageBody } from '@591/contract';
import type { Api } from '../../lib/api.ts';
import { FieldError } from '../../lib/http-errors.ts';
import { MESSAGE_LIMIT } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { sendSeekerMessage } from '../../services/conversations/conversations.ts';
import { lengthOf, messageText } from '../../services/conversations/message-text.ts';
import { idempotencyScope, sendWrittenOnce } from '../../services/idempotent-writes.ts';
import { currentMember } from '../../services/sessions.ts';
import { proveMobile } from '../../services/sms/mobile-proof.ts';

/**
 * A seeker's message to the poster of a listing, from the detail page's contact card: it opens
 * their conversation, or continues it. A visitor confirms the mobile with a code (POST
 * /v1/sms/codes, purpose `message`): replies are texted to it.
 */
export default async function listingMessageRoutes(app: Api, { db, alertPushes }: ApiDeps) {
  app.post(
    '/home/housing/sendMsg',
    {
      // No cookie is needed to write here, so a missing Origin is refused too: only the
      // site's own pages send messages, never scripts posting in bulk.
      config: { origin: 'site', rateLimit: MESSAGE_LIMIT },
      schema: { body: ListingMessageBody, response: { 201: ListingMessageAnswer } },
    },
    async (request, reply) => {
      const name = request.body.name?.trim() ?? '';
      if (lengthOf(name) < 1 || lengthOf(name) > 20) {
        throw new FieldError('name', '請填寫姓名（1 至 20 個字）');
      }
      const mobile = mobileDigits(request.body.mobile ?? '');
      if (!mobile) throw new FieldError('mobile', '請填寫正確的手機號碼，例如 0912-345-678');
      const body = messageText(request.body.message, 'message');
      const member = await currentMember(db, request);
      // Sent again with the same Idempotency-Key (an answer lost, a second tap): stored once.
      return sendWrittenOnce(
        db,
        request,
        reply,
        idempotencyScope(member?.id),
        async (tx) => {
          const written = await sendSeekerMessage(
            tx,
            {
              listingId: request.body.listingId,
              name,
              mobile,
              body,
              seekerMemberId: member?.id ?? null,
            },
            new Date(),
          );
          // The poster's push is queued with the message: both are saved, or neither.
          await alertPushes.queue(written.alertIds, tx);
          return {
            status: 201,
            body: {
              status: 1 as const,
              data: { id: written.message.id, conversationId: written.conversation.id },
            },
          };
        },
        // The poster's replies are texted to the mobile: it must be the seeker's. (Its code's
        // tries are counted outside the write's transaction: a wrong one stays counted.)
        () => proveMobile(db, member, { mobile, purpose: 'message', code: request.body.code }),
      );
    },
  );
}
