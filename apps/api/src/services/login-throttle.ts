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
  /**
   * A person who forgot a password tries a few; a script trying one number tries thousands.
   * Past the limit the number is not locked (a stranger could then lock out its owner): its
   * log-in asks for an SMS code sent to it as well, for `lockSeconds` from the last failure.
   */
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
async function claim(db: Database, scope: Scope, subject: string) {
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
  return {
    over: (row?.failures ?? 1) - limit.failures,
    waitSeconds: Math.max(row?.waitSeconds ?? 1, 1),
  };
}

/** What a password check may go on to, once counted. */
export type LoginGate =
  /** The address failed too often: refused for the seconds given, whoever's number it is. */
  | { slowedFor: number }
  /**
   * The number failed too often: the password is checked only with an SMS code as well.
   * `tellOwner` on the first such attempt of a window, to tell the number's owner once.
   */
  | { slowedFor: null; codeNeeded: boolean; tellOwner: boolean };

/**
 * Counts a password check before it runs, so parallel guesses cannot all start before the first
 * failure is written; a success takes it back. The address goes first: an address already
 * refused must not use up the number's tries. A number is never locked: past its limit its
 * owner logs in with the password and a code, which a stranger guessing from anywhere has not.
 */
export async function claimLoginAttempt(db: Database, subjects: LoginSubjects): Promise<LoginGate> {
  const address = await claim(db, 'address', subjects.address);
  if (address.over > 0) return { slowedFor: address.waitSeconds };
  const mobile = await claim(db, 'mobile', subjects.mobile);
  return { slowedFor: null, codeNeeded: mobile.over > 0, tellOwner: mobile.over === 1 };
}

/** A password reset by the number's owner: the failures before it no longer count. */
export async function forgetFailedLogins(db: Database, mobile: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.scope, 'mobile'), eq(loginFailures.subject, mobile)));
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

/** The refusal while an address is slowed: the wait in minutes for people, in seconds for Retry-After. */
export function lockedOut(reply: FastifyReply, waitSeconds: number): HttpError {
  reply.header('Retry-After', String(waitSeconds));
  const minutes = Math.ceil(waitSeconds / 60);
  return new HttpError(429, `登入失敗次數過多，請於${minutes}分鐘後再試`);
}

/**
 * A password asked again inside a session (to change it, to delete the account): a stolen
 * session must not become a way around the count, so a number past its limit is refused here
 * until its window ends; its owner can still log in (with a code) and reset the password.
 */
export function refuseWhileGuarded(reply: FastifyReply, gate: LoginGate): void {
  if (gate.slowedFor !== null) throw lockedOut(reply, gate.slowedFor);
  if (gate.codeNeeded) throw lockedOut(reply, LOGIN_FAILURE_LIMITS.mobile.lockSeconds);
}

/** At the code's field, when a number's log-in needs one after repeated failures. */
export const LOGIN_CODE_MESSAGE = '此帳號近期多次登入失敗，請按「發送驗證碼」並輸入簡訊中的驗證碼';
