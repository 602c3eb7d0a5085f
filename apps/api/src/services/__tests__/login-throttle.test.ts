import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import {
  addressSubject,
  claimLoginAttempt,
  LOGIN_FAILURE_LIMITS,
  type LoginGate,
  loginSucceeded,
} from '../login-throttle.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let nextSubject = 0;
const fresh = () => {
  nextSubject += 1;
  return { mobile: `09${String(nextSubject).padStart(8, '0')}`, address: `192.0.2.${nextSubject}` };
};

/** What each attempt may go on to: open, `code` (a code needed too) or slowed (refused). */
const kindOf = (gate: LoginGate) =>
  gate.slowedFor !== null ? 'slowed' : gate.codeNeeded ? 'code' : 'open';

async function claims(subjects: { mobile: string; address: string }, times: number) {
  const gates: LoginGate[] = [];
  for (let attempt = 0; attempt < times; attempt++) {
    gates.push(await claimLoginAttempt(database.db, subjects));
  }
  return gates;
}

const kinds = async (subjects: { mobile: string; address: string }, times: number) =>
  (await claims(subjects, times)).map(kindOf);

/** Moves a count's reset into the past, as if its quarter hour had gone by. */
const lapse = (scope: string, subject: string) =>
  database.db
    .update(loginFailures)
    .set({ resetsAt: sql`now() - interval '1 second'` })
    .where(and(eq(loginFailures.scope, scope), eq(loginFailures.subject, subject)));

describe('claimLoginAttempt', () => {
  it('allows 5 attempts for a number, then asks a code too, telling the owner once: never locks it', async () => {
    const gates = await claims(fresh(), 8);
    expect(gates.map(kindOf)).toEqual([
      'open',
      'open',
      'open',
      'open',
      'open',
      'code',
      'code',
      'code',
    ]);
    expect(gates.map((gate) => gate.slowedFor === null && gate.tellOwner)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
  });

  it('starts over once the quarter hour has run out', async () => {
    const subjects = fresh();
    await claims(subjects, 6);
    await lapse('mobile', subjects.mobile);
    expect(await kinds(subjects, 5)).toEqual(['open', 'open', 'open', 'open', 'open']);
    expect(kindOf(await claimLoginAttempt(database.db, subjects))).toBe('code');
  });

  it('slows an address after 20 attempts across numbers, with the wait', async () => {
    const { address } = fresh();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMITS.address.failures; attempt++) {
      expect(kindOf(await claimLoginAttempt(database.db, { ...fresh(), address }))).toBe('open');
    }
    const slowed = await claimLoginAttempt(database.db, { ...fresh(), address });
    expect(slowed.slowedFor).toBeGreaterThan(14 * 60);
  });

  it('does not count against a number what a slowed address tried', async () => {
    const { address } = fresh();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMITS.address.failures; attempt++) {
      await claimLoginAttempt(database.db, { ...fresh(), address });
    }
    const victim = fresh();
    await claims({ mobile: victim.mobile, address }, 10);
    expect(await kinds(victim, 5)).toEqual(['open', 'open', 'open', 'open', 'open']);
  });
});

describe('loginSucceeded', () => {
  it('clears the number and gives the address its attempt back', async () => {
    const subjects = fresh();
    await claims(subjects, 4);
    await loginSucceeded(database.db, subjects);
    const rows = await database.db
      .select({ scope: loginFailures.scope, failures: loginFailures.failures })
      .from(loginFailures)
      .where(
        sql`(${loginFailures.scope}, ${loginFailures.subject}) in (('mobile', ${subjects.mobile}), ('address', ${subjects.address}))`,
      );
    expect(rows).toEqual([{ scope: 'address', failures: 3 }]);
  });

  it('sweeps counts whose quarter hour is over', async () => {
    const subjects = fresh();
    await claims(subjects, 1);
    await lapse('address', subjects.address);
    await loginSucceeded(database.db, fresh());
    const left = await database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.subject, subjects.address));
    expect(left).toEqual([]);
  });
});

describe('addressSubject', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
  ])('counts %s as %s', (ip, subject) => {
    expect(addressSubject(ip)).toBe(subject);
  });
});
