import { MemberAnswer, PasswordResetBody } from '@591/contract';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { FieldError } from '../../lib/http-errors.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import { tellAccountEvent } from '../../services/account-notices.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { forgetFailedLogins } from '../../services/login-throttle.ts';
import {
  MEMBER_FIELD_MESSAGES,
  normaliseMobile,
  oauthData,
  refuseCommonPassword,
} from '../../services/member-fields.ts';
import { hashPassword } from '../../services/passwords.ts';
import { endMemberSessions, startSession } from '../../services/sessions.ts';
import { useSmsCode } from '../../services/sms/sms-codes.ts';

export const NOT_REGISTERED_MESSAGE = '這個手機號碼尚未註冊會員，請先免費註冊';

/**
 * 忘記密碼: a code sent for `reset` to the registered mobile (asking one answers the same for
 * any number, so nobody learns which are members) and a new password. Every session of the
 * member ends, failed log-ins are forgotten, the owner is told by text, and this browser is
 * logged in.
 */
export default async function passwordResetRoutes(app: Api, { db, site, texts }: ApiDeps) {
  app.post(
    '/v1/user/password/reset',
    {
      schema: { body: PasswordResetBody, response: { 200: MemberAnswer } },
      config: { rateLimit: TIGHT_LIMITS.login, fieldMessages: MEMBER_FIELD_MESSAGES },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const mobile = normaliseMobile(request.body.mobile);
      refuseCommonPassword(request.body.password, 'password');
      await useSmsCode(db, { mobile, purpose: 'reset', code: request.body.code });
      // Only the number's owner gets this far, so saying it is no member tells nobody else.
      const passwordHash = await hashPassword(request.body.password);
      const member = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(members)
          .set({ passwordHash, mobileConfirmedAt: new Date(), lastLoginAt: new Date() })
          .where(eq(members.mobile, mobile))
          .returning();
        if (!row) throw new FieldError('mobile', NOT_REGISTERED_MESSAGE);
        await endMemberSessions(tx, row.id);
        // The member is told, with the new password or not at all.
        await tellAccountEvent({ db: tx, texts }, row, 'password-reset');
        return row;
      });
      await forgetFailedLogins(db, mobile);
      await startSession(db, site, request, reply, member.id);
      return { status: 1 as const, data: oauthData(member) };
    },
  );
}
