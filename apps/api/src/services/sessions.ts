import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../config/site.ts';
import type { Database } from '../db/client.ts';
import { members, sessions } from '../db/schema/index.ts';

export const SESSION_COOKIE = 'member_session';
const SESSION_DAYS = 30;

export type Member = typeof members.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Database, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  // Expired sessions are swept when someone logs in: no scheduler needed.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return token;
}

export async function endSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** The logged-in member, from the session cookie; null for visitors and stale cookies. */
export async function currentMember(db: Database, request: FastifyRequest): Promise<Member | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.member ?? null;
}

/** Domain is the parent domain so www., rent., user. and the API all see the session. */
export function setSessionCookie(reply: FastifyReply, site: SiteConfig, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    domain: site.cookieDomain,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: site.secureCookies,
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, site: SiteConfig) {
  reply.clearCookie(SESSION_COOKIE, {
    domain: site.cookieDomain,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: site.secureCookies,
  });
}
