import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimLoginAttempt, LOGIN_FAILURE_LIMITS } from '../../services/login-throttle.ts';
import {
  logIn,
  newMobile,
  oauthOf,
  registerMember,
  TEST_PASSWORD,
} from '../../test-support/members.ts';
import { createTestApp, freshAddress, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(() => api.close());

const LOCKED_MESSAGE = '登入失敗次數過多，請於15分鐘後再試';

/** Wrong passwords for one number, each from an address of its own: only the number counts. */
async function failLogins(mobile: string, times: number) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt++) {
    statuses.push((await logIn(api.app, mobile, `wrong guess ${attempt}`)).statusCode);
  }
  return statuses;
}

describe('failed log-ins per mobile number', () => {
  it('refuses a number for 15 minutes after 5 failures, even with the right password', async () => {
    const { mobile } = await registerMember(api.app);
    expect(await failLogins(mobile, 5)).toEqual([401, 401, 401, 401, 401]);
    const refused = await logIn(api.app, mobile, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: LOCKED_MESSAGE,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.cookies).toEqual([]);
    expect((await logIn(api.app, mobile, 'wrong again')).statusCode).toBe(429);
  });

  it('refuses an unknown number exactly as a registered one: no hint which exists', async () => {
    const { mobile: registered } = await registerMember(api.app);
    const unknown = newMobile();
    // Turn about, so both locks start within a second or so of each other.
    for (let round = 0; round < 5; round++) {
      await failLogins(registered, 1);
      await failLogins(unknown, 1);
    }
    const [known, stranger] = await Promise.all([
      logIn(api.app, registered, TEST_PASSWORD),
      logIn(api.app, unknown, TEST_PASSWORD),
    ]);
    expect(known.statusCode).toBe(429);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual(known.json());
    expect(Object.keys(stranger.headers).sort()).toEqual(Object.keys(known.headers).sort());
    const waits = [known, stranger].map((response) => Number(response.headers['retry-after']));
    expect(Math.abs(waits[0]! - waits[1]!)).toBeLessThanOrEqual(10);
  });

  it('clears the count of a number at a successful log-in', async () => {
    const { mobile } = await registerMember(api.app);
    expect(await failLogins(mobile, 4)).toEqual([401, 401, 401, 401]);
    expect((await logIn(api.app, mobile, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await failLogins(mobile, 5)).toEqual([401, 401, 401, 401, 401]);
    expect((await logIn(api.app, mobile, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('locks only that number', async () => {
    const locked = await registerMember(api.app);
    const other = await registerMember(api.app);
    await failLogins(locked.mobile, 5);
    const response = await logIn(api.app, other.mobile, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect((await oauthOf(api.app, locked.cookie)).status).toBe(1);
  });
});

describe('failed log-ins per address', () => {
  it('refuses an address after 20 failures across numbers, whoever logs in from it', async () => {
    const address = freshAddress();
    // The per-minute limit (10) would stop a burst first: earlier failures are counted directly.
    const earlier = LOGIN_FAILURE_LIMITS.address.failures - 1;
    for (let failure = 0; failure < earlier; failure++) {
      expect(await claimLoginAttempt(api.db, { mobile: newMobile(), address })).toBeNull();
    }
    expect((await logIn(api.app, newMobile(), 'one more guess', { address })).statusCode).toBe(401);
    const { mobile } = await registerMember(api.app);
    const refused = await logIn(api.app, mobile, TEST_PASSWORD, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LOCKED_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await logIn(api.app, mobile, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count successful log-ins against an address shared by many members', async () => {
    const address = freshAddress();
    const limit = LOGIN_FAILURE_LIMITS.address.failures;
    for (let failure = 0; failure < limit - 1; failure++) {
      await claimLoginAttempt(api.db, { mobile: newMobile(), address });
    }
    const { mobile } = await registerMember(api.app);
    for (let login = 0; login < 3; login++) {
      expect((await logIn(api.app, mobile, TEST_PASSWORD, { address })).statusCode).toBe(200);
    }
  });
});
