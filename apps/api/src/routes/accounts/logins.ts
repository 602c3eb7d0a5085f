import { originOf, RETURN_PARAM } from '@591/config';
import {
  Done,
  LoginBody,
  LogoutQuery,
  MemberAnswer,
  OauthAnswer,
  RegisterBody,
} from '@591/contract';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { FieldError, HttpError } from '../../lib/http-errors.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import { tellAccountEvent } from '../../services/account-notices.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import {
  addressSubject,
  claimLoginAttempt,
  LOGIN_CODE_MESSAGE,
  lockedOut,
  loginSucceeded,
} from '../../services/login-throttle.ts';
import {
  MEMBER_FIELD_MESSAGES,
  normaliseMobile,
  oauthData,
  refuseCommonPassword,
} from '../../services/member-fields.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../services/passwords.ts';
import {
  clearSessionCookie,
  currentMember,
  endSession,
  SESSION_COOKIE,
  startSession,
} from '../../services/sessions.ts';
import { useSmsCode } from '../../services/sms/sms-codes.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

export default async function memberRoutes(app: Api, { db, site, texts }: ApiDeps) {
  app.post(
    '/v1/user/register',
    {
      schema: { body: RegisterBody, response: { 201: MemberAnswer } },
      config: { rateLimit: TIGHT_LIMITS.login, fieldMessages: MEMBER_FIELD_MESSAGES },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { password, realname, sex, role, code } = request.body;
      const mobile = normaliseMobile(request.body.mobile);
      refuseCommonPassword(password, 'password');
      // The code first: until it is confirmed, a registered number is answered as a new one
      // is, and nobody registers a number that is not theirs.
      await useSmsCode(db, { mobile, purpose: 'register', code });
      const passwordHash = await hashPassword(password);
      const [member] = await db
        .insert(members)
        .values({
          mobile,
          passwordHash,
          realName: realname.trim(),
          sex,
          role,
          lastLoginAt: new Date(),
          mobileConfirmedAt: new Date(),
        })
        .onConflictDoNothing({ target: members.mobile })
        .returning();
      if (!member) throw new HttpError(409, '此手機號碼已註冊，請直接登入');
      await startSession(db, site, request, reply, member.id);
      return reply.status(201).send({ status: 1, data: oauthData(member) });
    },
  );

  app.post(
    '/v1/user/login',
    {
      schema: { body: LoginBody, response: { 200: MemberAnswer } },
      config: { rateLimit: TIGHT_LIMITS.login, fieldMessages: MEMBER_FIELD_MESSAGES },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const mobile = normaliseMobile(request.body.mobile);
      const subjects = { mobile, address: addressSubject(request.ip) };
      // Counted before the number is looked up: the answer is the same whether it is registered.
      const gate = await claimLoginAttempt(db, subjects);
      if (gate.slowedFor !== null) throw lockedOut(reply, gate.slowedFor);
      const [member] = await db.select().from(members).where(eq(members.mobile, mobile));
      // The owner hears of it once a window, in 通知中心 and by text.
      if (gate.tellOwner && member) {
        await tellAccountEvent({ db, texts }, member, 'failed-logins');
      }
      if (gate.codeNeeded) {
        const { code } = request.body;
        if (!code?.trim()) throw new FieldError('code', LOGIN_CODE_MESSAGE);
        await useSmsCode(db, { mobile, purpose: 'login', code });
      }
      const valid = member
        ? await verifyPassword(request.body.password, member.passwordHash)
        : await verifyAgainstDecoy(request.body.password);
      if (!member || !valid) throw new HttpError(401, '手機號碼或密碼錯誤');
      await loginSucceeded(db, subjects);
      await db.update(members).set({ lastLoginAt: new Date() }).where(eq(members.id, member.id));
      await startSession(db, site, request, reply, member.id);
      return { status: 1 as const, data: oauthData(member) };
    },
  );

  app.get(
    '/v1/user/oauth',
    { schema: { response: { 200: OauthAnswer } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const member = await currentMember(db, request);
      return member
        ? { status: 1 as const, data: oauthData(member) }
        : { status: 0 as const, data: {} };
    },
  );

  // 登出 is a plain form (see LogoutForm): its body is empty and says nothing, but must parse.
  app.addContentTypeParser(FORM_TYPE, (_request, _body, done) => done(null, {}));

  // A POST, behind the origin guard: an image or a link on another site cannot log anyone out.
  // The form comes back to the page it was on; a script's call gets an answer instead.
  app.post(
    '/logout',
    { schema: { querystring: LogoutQuery, response: { 200: Done } } },
    async (request, reply) => {
      await endSession(db, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply, site);
      reply.header('Cache-Control', 'private, no-store');
      // A form's post (the browser navigates) goes back to a page; a script's call is answered.
      const fromForm = request.headers['content-type']?.startsWith(FORM_TYPE) ?? false;
      const { redirect } = request.query;
      if (!fromForm && redirect === undefined) return { status: 1 as const };
      return reply.redirect(safeRedirect(redirect, site.allowedOrigins, `${site.wwwOrigin}/`), 303);
    },
  );

  // Loading this ends nothing: it leads to the member app's 登出 page, whose button posts.
  app.get('/logout', { schema: { querystring: LogoutQuery } }, async (request, reply) => {
    const logoutPage = new URL('/logout', originOf('user', site.site));
    const back = safeRedirect(request.query.redirect, site.allowedOrigins, '');
    if (back) logoutPage.searchParams.set(RETURN_PARAM, back);
    return reply.redirect(logoutPage.href);
  });
}

/** Only back to the site itself: an open redirect would lend the site's name to phishing. */
export function safeRedirect(
  target: string | undefined,
  allowed: ReadonlySet<string>,
  fallback: string,
): string {
  if (!target) return fallback;
  try {
    const url = new URL(target);
    return allowed.has(url.origin) ? url.href : fallback;
  } catch {
    return fallback;
  }
}
