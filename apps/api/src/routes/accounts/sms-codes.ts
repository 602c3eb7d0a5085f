import { mobileDigits } from '@591/config';
import { SmsCodeBody, SmsCodeSent, SmsOutbox, SmsOutboxQuery } from '@591/contract';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { FieldError, HttpError } from '../../lib/http-errors.ts';
import { isLoopback } from '../../lib/loopback.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { OutboxSmsSender } from '../../services/sms/outbox-sms-sender.ts';
import { MOBILE_MESSAGE, sendSmsCode } from '../../services/sms/sms-codes.ts';

/** The development outbox shows this many of a mobile's texts. */
const OUTBOX_SIZE = 20;

/** One-time codes by SMS, and (in development) the texts that were kept instead of sent. */
export default async function smsCodeRoutes(app: Api, { db, sms }: ApiDeps) {
  app.post(
    '/v1/sms/codes',
    {
      config: { rateLimit: TIGHT_LIMITS.smsCode, fieldMessages: { mobile: MOBILE_MESSAGE } },
      schema: { body: SmsCodeBody, response: { 200: SmsCodeSent } },
    },
    async (request) => {
      const mobile = mobileDigits(request.body.mobile);
      if (!mobile) throw new FieldError('mobile', MOBILE_MESSAGE);
      return sendSmsCode(db, sms, { mobile, purpose: request.body.purpose });
    },
  );

  // The outbox holds codes that confirm mobiles: it exists only where no provider sends texts
  // (development: a production start refuses that), answers only the machine itself, and
  // only for the one mobile asked for.
  app.get(
    '/v1/dev/sms-outbox',
    {
      config: { fieldMessages: { mobile: MOBILE_MESSAGE } },
      schema: { querystring: SmsOutboxQuery, response: { 200: SmsOutbox } },
    },
    async (request, reply) => {
      if (!(sms instanceof OutboxSmsSender)) throw new HttpError(404, 'There is no SMS outbox');
      if (!isLoopback(request.ip)) throw new HttpError(403, '簡訊寄件匣只開放給本機的開發環境');
      const mobile = mobileDigits(request.query.mobile);
      if (!mobile) throw new FieldError('mobile', MOBILE_MESSAGE);
      const rows = await db
        .select({
          id: smsOutbox.id,
          mobile: smsOutbox.mobile,
          body: smsOutbox.body,
          createdAt: smsOutbox.createdAt,
        })
        .from(smsOutbox)
        .where(eq(smsOutbox.mobile, mobile))
        .orderBy(desc(smsOutbox.id))
        .limit(OUTBOX_SIZE);
      reply.header('Cache-Control', 'no-store');
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  );
}
