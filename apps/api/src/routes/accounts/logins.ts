import {
  Done,
  LoginBody,
  LogoutQuery,
  MemberAnswer,
  OauthAnswer,
  RegisterBody,
} from '@591/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { members } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import {
  addressSubject,
  claimLoginAttempt,
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

export default async function memberRoutes(app: Api, { db, site }: ApiDeps) {
  app.post(
    '/v1/user/register',
    {
      schema: { body: RegisterBody, response: { 201: MemberAnswer } },
      config: { rateLimit: TIGHT_LIMITS.login, fieldMessages: MEMBER_FIELD_MESSAGES },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { password, realname, sex, role } = request.body;
      const mobile = normaliseMobile(request.body.mobile);
      refuseCommonPassword(password, 'password');
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
      // Refused before the number is looked up: the answer is the same whether it is registered.
      const wait = await claimLoginAttempt(db, subjects);
      if (wait !== null) throw lockedOut(reply, wait);
      const [member] = await db.select().from(members).where(eq(members.mobile, mobile));
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

  async function logout(request: FastifyRequest, reply: FastifyReply) {
    await endSession(db, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, site);
    reply.header('Cache-Control', 'private, no-store');
  }

  // The header's log-out link is a plain navigation, so GET logs out and goes back to the site.
  app.get('/logout', { schema: { querystring: LogoutQuery } }, async (request, reply) => {
    await logout(request, reply);
    return reply.redirect(
      safeRedirect(request.query.redirect, site.allowedOrigins, `${site.wwwOrigin}/`),
    );
  });

  app.post('/logout', { schema: { response: { 200: Done } } }, async (request, reply) => {
    await logout(request, reply);
    return { status: 1 as const };
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
