import { mobileDigits } from '@591/config';
import { SmsCodeBody, SmsCodeSent, SmsOutbox, SmsOutboxQuery } from '@591/contract';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { FieldError, HttpError } from '../../lib/http-errors.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { OutboxSmsSender } from '../../services/sms/outbox-sms-sender.ts';
import { MOBILE_MESSAGE, sendSmsCode } from '../../services/sms/sms-codes.ts';

/** The development outbox shows this many texts, a mobile's or everyone's. */
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

  // Anyone may read any mobile's codes here, which is the point in development and why it
  // answers nothing once a real provider sends the texts.
  app.get(
    '/v1/dev/sms-outbox',
    { schema: { querystring: SmsOutboxQuery, response: { 200: SmsOutbox } } },
    async (request, reply) => {
      if (!(sms instanceof OutboxSmsSender)) throw new HttpError(404, 'There is no SMS outbox');
      const typed = request.query.mobile?.trim() ?? '';
      const mobile = mobileDigits(typed) ?? typed;
      const rows = await db
        .select()
        .from(smsOutbox)
        .where(mobile === '' ? undefined : eq(smsOutbox.mobile, mobile))
        .orderBy(desc(smsOutbox.id))
        .limit(OUTBOX_SIZE);
      reply.header('Cache-Control', 'no-store');
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  );
}
