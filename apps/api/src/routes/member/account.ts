import {
  DeleteAccountBody,
  Done,
  MemberAnswer,
  MobileChangeBody,
  PasswordBody,
  ProfileBody,
} from '@591/contract';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { FieldError } from '../../lib/http-errors.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import { deleteMemberAccount } from '../../services/account-deletion.ts';
import { tellAccountEvent } from '../../services/account-notices.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import {
  addressSubject,
  claimLoginAttempt,
  loginSucceeded,
  refuseWhileGuarded,
} from '../../services/login-throttle.ts';
import {
  MEMBER_FIELD_MESSAGES,
  normaliseMobile,
  oauthData,
  refuseCommonPassword,
} from '../../services/member-fields.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import { clearSessionCookie, endMemberSessions, startSession } from '../../services/sessions.ts';
import { useSmsCode } from '../../services/sms/sms-codes.ts';

/**
 * The member centre's account settings: password, mobile, the name and title shown on the
 * site, and deleting the account.
 */
export const SAME_MOBILE = '這是您目前的手機號碼，請輸入新的號碼';
export const OWNER_PROOF_MESSAGE = '請輸入目前手機收到的驗證碼；若已無法使用舊號碼，請改以密碼確認';
export const MOBILE_TAKEN = '此手機號碼已由其他帳號使用';

export default async function memberAccountRoutes(
  app: Api,
  { db, site, texts, listingEvents }: ApiDeps,
) {
  app.post(
    '/v1/user/password',
    {
      schema: { body: PasswordBody, response: { 200: Done } },
      // A stolen session must not become a way to guess the password behind it.
      config: { rateLimit: TIGHT_LIMITS.login, fieldMessages: MEMBER_FIELD_MESSAGES },
    },
    async (request, reply) => {
      const { member } = sessionOf(request);
      const { currentPassword, newPassword } = request.body;
      refuseCommonPassword(newPassword, 'newPassword');
      const subjects = { mobile: member.mobile, address: addressSubject(request.ip) };
      refuseWhileGuarded(reply, await claimLoginAttempt(db, subjects));
      if (!(await verifyPassword(currentPassword, member.passwordHash))) {
        throw new FieldError('currentPassword', '目前的密碼不正確');
      }
      await loginSucceeded(db, subjects);
      await db
        .update(members)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(members.id, member.id));
      // Whoever knew the old password is logged out everywhere; this browser gets a new token.
      await endMemberSessions(db, member.id);
      await startSession(db, site, request, reply, member.id);
      return { status: 1 as const };
    },
  );

  app.post(
    '/v1/user/mobile',
    {
      schema: { body: MobileChangeBody, response: { 200: MemberAnswer } },
      // As for a password change: a stolen session must not become a way to guess it.
      config: { rateLimit: TIGHT_LIMITS.login, fieldMessages: MEMBER_FIELD_MESSAGES },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { member } = session;
      const mobile = normaliseMobile(request.body.mobile);
      if (mobile === member.mobile) throw new FieldError('mobile', SAME_MOBILE);
      const { currentCode, password } = request.body;
      // The owner first: a code to the number on the account, or the password if it is gone.
      if (currentCode?.trim()) {
        await useSmsCode(db, {
          mobile: member.mobile,
          purpose: 'mobile',
          code: currentCode,
          field: 'currentCode',
        });
      } else if (password) {
        const subjects = { mobile: member.mobile, address: addressSubject(request.ip) };
        refuseWhileGuarded(reply, await claimLoginAttempt(db, subjects));
        if (!(await verifyPassword(password, member.passwordHash))) {
          throw new FieldError('password', '密碼不正確');
        }
        await loginSucceeded(db, subjects);
      } else {
        throw new FieldError('currentCode', OWNER_PROOF_MESSAGE);
      }
      // Then the new number is shown to be theirs.
      await useSmsCode(db, { mobile, purpose: 'mobile', code: request.body.code });
      // Said only to whoever holds the new number's code: nobody learns of others' accounts.
      const [taken] = await db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.mobile, mobile));
      if (taken) throw new FieldError('mobile', MOBILE_TAKEN);
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(members)
          .set({ mobile, mobileConfirmedAt: new Date() })
          .where(eq(members.id, member.id))
          .returning();
        // Whoever held the account with the old number is logged out; this browser stays.
        await endMemberSessions(tx, member.id, session);
        // The old number is told, with the change or not at all.
        await tellAccountEvent({ db: tx, texts }, member, 'mobile-changed');
        return row!;
      });
      return { status: 1 as const, data: oauthData(changed) };
    },
  );

  app.post(
    '/v1/user/profile',
    {
      schema: { body: ProfileBody, response: { 200: MemberAnswer } },
      config: { fieldMessages: MEMBER_FIELD_MESSAGES },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const [updated] = await db
        .update(members)
        .set({ realName: request.body.realname.trim(), sex: request.body.sex })
        .where(eq(members.id, member.id))
        .returning();
      return { status: 1 as const, data: oauthData(updated ?? member) };
    },
  );

  app.post(
    '/v1/user/account/delete',
    {
      schema: { body: DeleteAccountBody, response: { 200: Done } },
      // As for a password change: a stolen session must not become a way to guess it.
      config: {
        rateLimit: TIGHT_LIMITS.login,
        fieldMessages: { password: '請輸入密碼以確認刪除帳號' },
      },
    },
    async (request, reply) => {
      const { member } = sessionOf(request);
      const subjects = { mobile: member.mobile, address: addressSubject(request.ip) };
      refuseWhileGuarded(reply, await claimLoginAttempt(db, subjects));
      if (!(await verifyPassword(request.body.password, member.passwordHash))) {
        throw new FieldError('password', '密碼不正確，帳號沒有刪除');
      }
      await loginSucceeded(db, subjects);
      await deleteMemberAccount(db, listingEvents, member.id);
      clearSessionCookie(reply, site);
      return { status: 1 as const };
    },
  );
}
