import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import {
  addressSubject,
  claimLoginAttempt,
  LOGIN_FAILURE_LIMITS,
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

async function claims(subjects: { mobile: string; address: string }, times: number) {
  const waits: (number | null)[] = [];
  for (let attempt = 0; attempt < times; attempt++) {
    waits.push(await claimLoginAttempt(database.db, subjects));
  }
  return waits;
}

/** Moves a count's reset into the past, as if its quarter hour had gone by. */
const lapse = (scope: string, subject: string) =>
  database.db
    .update(loginFailures)
    .set({ resetsAt: sql`now() - interval '1 second'` })
    .where(and(eq(loginFailures.scope, scope), eq(loginFailures.subject, subject)));

describe('claimLoginAttempt', () => {
  it('allows 5 attempts for a number, then answers the wait until the lock ends', async () => {
    const waits = await claims(fresh(), 7);
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(waits[5]).toBeGreaterThan(14 * 60);
    expect(waits[5]).toBeLessThanOrEqual(LOGIN_FAILURE_LIMITS.mobile.lockSeconds);
    expect(waits[6]).toBeLessThanOrEqual(waits[5]!);
  });

  it('starts over once the lock has run out', async () => {
    const subjects = fresh();
    await claims(subjects, 6);
    await lapse('mobile', subjects.mobile);
    expect(await claims(subjects, 5)).toEqual([null, null, null, null, null]);
    expect(await claimLoginAttempt(database.db, subjects)).not.toBeNull();
  });

  it('locks an address after 20 attempts across numbers', async () => {
    const { address } = fresh();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMITS.address.failures; attempt++) {
      expect(await claimLoginAttempt(database.db, { ...fresh(), address })).toBeNull();
    }
    expect(await claimLoginAttempt(database.db, { ...fresh(), address })).toBeGreaterThan(0);
  });

  it('does not count against a number what a locked address tried', async () => {
    const { address } = fresh();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMITS.address.failures; attempt++) {
      await claimLoginAttempt(database.db, { ...fresh(), address });
    }
    const victim = fresh();
    await claims({ mobile: victim.mobile, address }, 10);
    expect(await claims(victim, 5)).toEqual([null, null, null, null, null]);
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
