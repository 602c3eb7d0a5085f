import { isIPv6 } from 'node:net';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { loginFailures } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-errors.ts';

/*
 * Failures are counted in the database rather than Redis: every setup shares its database
 * across instances, while Redis is optional and, when it falters, rate limits fall back to
 * counts per process, which would let guesses spread over instances slip past a lock. A
 * password check already spends about 50 ms in scrypt, so one row write more is noise.
 */

const QUARTER_HOUR = 15 * 60;

export const LOGIN_FAILURE_LIMITS = {
  /** A person who forgot a password tries a few; a script trying one number tries thousands. */
  mobile: { failures: 5, windowSeconds: QUARTER_HOUR, lockSeconds: QUARTER_HOUR },
  /** One address failing across many numbers is someone guessing, not a forgetful member. */
  address: { failures: 20, windowSeconds: QUARTER_HOUR, lockSeconds: QUARTER_HOUR },
} as const;

type Scope = keyof typeof LOGIN_FAILURE_LIMITS;

/** What a password check is counted against. */
export interface LoginSubjects {
  mobile: string;
  address: string;
}

/** An IPv6 client holds a whole /64: counting each of its addresses would be no limit at all. */
export function addressSubject(ip: string): string {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mappedIpv4) return mappedIpv4[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(zeros, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const seconds = (count: number) => sql`make_interval(secs => ${count})`;

/** Counts one attempt in a single statement, so instances racing on one subject cannot lose one. */
async function claim(db: Database, scope: Scope, subject: string): Promise<number | null> {
  const limit = LOGIN_FAILURE_LIMITS[scope];
  const { failures, resetsAt } = loginFailures;
  const stale = sql`${resetsAt} <= now()`;
  const windowEnd = sql`now() + ${seconds(limit.windowSeconds)}`;
  const [row] = await db
    .insert(loginFailures)
    .values({ scope, subject, failures: 1, resetsAt: windowEnd })
    .onConflictDoUpdate({
      target: [loginFailures.scope, loginFailures.subject],
      set: {
        failures: sql`case when ${stale} then 1 else ${failures} + 1 end`,
        // The lock runs from the failure that reached the limit; later refusals do not extend it.
        resetsAt: sql`case
          when ${stale} then ${windowEnd}
          when ${failures} + 1 = ${limit.failures} then now() + ${seconds(limit.lockSeconds)}
          else ${resetsAt} end`,
      },
    })
    .returning({
      failures,
      waitSeconds: sql<number>`ceil(extract(epoch from ${resetsAt} - now()))::integer`,
    });
  return row && row.failures > limit.failures ? Math.max(row.waitSeconds, 1) : null;
}

/**
 * Counts a password check before it runs, so parallel guesses cannot all start before the first
 * failure is written; a success takes it back. Answers the seconds to wait while the address or
 * the number is locked, else null. The address goes first: an address already refused must not
 * use up the number's tries, which would lock out its owner.
 */
export async function claimLoginAttempt(
  db: Database,
  subjects: LoginSubjects,
): Promise<number | null> {
  return (
    (await claim(db, 'address', subjects.address)) ?? (await claim(db, 'mobile', subjects.mobile))
  );
}

/** A right password clears the number's count and gives the address its attempt back. */
export async function loginSucceeded(db: Database, subjects: LoginSubjects): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(and(eq(loginFailures.scope, 'address'), eq(loginFailures.subject, subjects.address)));
  // Lapsed counts are swept here too, as expired sessions are at log-in: no scheduler needed.
  await db
    .delete(loginFailures)
    .where(
      or(
        and(eq(loginFailures.scope, 'mobile'), eq(loginFailures.subject, subjects.mobile)),
        lt(loginFailures.resetsAt, sql`now()`),
      ),
    );
}

/** The refusal while locked: the wait in minutes for people, in seconds for Retry-After. */
export function lockedOut(reply: FastifyReply, waitSeconds: number): HttpError {
  reply.header('Retry-After', String(waitSeconds));
  const minutes = Math.ceil(waitSeconds / 60);
  return new HttpError(429, `登入失敗次數過多，請於${minutes}分鐘後再試`);
}
