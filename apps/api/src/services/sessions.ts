import { createHash, randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@591/config';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../config/site.ts';
import type { Database } from '../db/client.ts';
import { members, sessions } from '../db/schema/index.ts';
import { describeUserAgent } from './user-agent.ts';

export { SESSION_COOKIE };

const SESSION_DAYS = 30;
/** How stale `last_seen_at` may grow before a request moves it: minutes are precise enough. */
const LAST_SEEN_STEP_MS = 5 * 60_000;

export type Member = typeof members.$inferSelect;

/** The session a request came with: its member, and its key for telling it from the others. */
export interface CurrentSession {
  member: Member;
  tokenHash: string;
}

const staleBefore = () => new Date(Date.now() - LAST_SEEN_STEP_MS);

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

async function createSession(
  db: Database,
  memberId: number,
  userAgentHeader: string | undefined,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    userAgent: describeUserAgent(userAgentHeader),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  // Expired sessions are swept when someone logs in: no scheduler needed.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return token;
}

/**
 * A fresh token at every log-in, registration and password change, ending the session the
 * request came with: a token planted in a visitor's browser before they log in (session
 * fixation) never becomes a member's.
 */
export async function startSession(
  db: Database,
  site: SiteConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: number,
): Promise<void> {
  await endSession(db, request.cookies[SESSION_COOKIE]);
  setSessionCookie(reply, site, await createSession(db, memberId, request.headers['user-agent']));
}

export async function endSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Every session of the member but `keep`; all of them without it. Answers how many ended. */
export async function endMemberSessions(
  db: Database,
  memberId: number,
  keep?: CurrentSession,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        keep ? ne(sessions.tokenHash, keep.tokenHash) : undefined,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** The member's live sessions, newest first, marking the one the request came with. */
export async function listMemberSessions(db: Database, current: CurrentSession) {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.memberId, current.member.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt), desc(sessions.lastSeenAt));
  return rows.map(({ tokenHash, ...row }) => ({
    ...row,
    current: tokenHash === current.tokenHash,
  }));
}

/** The session behind the cookie; null for visitors and stale cookies. */
export async function currentSession(
  db: Database,
  request: FastifyRequest,
): Promise<CurrentSession | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ member: members, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
    // Only while still stale, so the parallel requests of one page mostly write it once.
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, staleBefore())));
  }
  return { member: row.member, tokenHash };
}

/** The logged-in member, from the session cookie; null for visitors and stale cookies. */
export async function currentMember(db: Database, request: FastifyRequest): Promise<Member | null> {
  return (await currentSession(db, request))?.member ?? null;
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
