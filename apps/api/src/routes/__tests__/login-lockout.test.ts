import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountText } from '../../services/account-notices.ts';
import {
  claimLoginAttempt,
  LOGIN_CODE_MESSAGE,
  LOGIN_FAILURE_LIMITS,
} from '../../services/login-throttle.ts';
import {
  logIn,
  newMobile,
  oauthOf,
  registerMember,
  sessionCookieOf,
  TEST_PASSWORD,
} from '../../test-support/members.ts';
import { outboxTexts, smsCode } from '../../test-support/sms.ts';
import {
  createTestApp,
  freshAddress,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

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

const logInWithCode = (mobile: string, password: string, code: string) =>
  api.app.inject({
    method: 'POST',
    url: '/v1/user/login',
    remoteAddress: freshAddress(),
    headers: { origin: SITE_ORIGIN },
    payload: { mobile, password, code },
  });

describe('failed log-ins per mobile number: a stranger cannot lock out its owner', () => {
  it('after 5 wrong passwords from 5 addresses, the owner logs in with the password and a code', async () => {
    const { mobile } = await registerMember(api.app);
    expect(await failLogins(mobile, 5)).toEqual([401, 401, 401, 401, 401]);
    // The right password alone is not enough now, and says why, at the code's field.
    const asked = await logIn(api.app, mobile, TEST_PASSWORD);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ field: 'code', message: LOGIN_CODE_MESSAGE });
    expect(asked.cookies).toEqual([]);
    // The owner was told, once, by text.
    const told = await outboxTexts(api.app, mobile);
    expect(told.filter((text) => text === accountText('failed-logins'))).toHaveLength(1);
    // The stranger, without the owner's phone, tries no more passwords.
    expect((await logInWithCode(mobile, 'a wrong guess', '000000')).json()).toMatchObject({
      field: 'code',
    });
    const code = await smsCode(api.app, mobile, 'login');
    const loggedIn = await logInWithCode(mobile, TEST_PASSWORD, code);
    expect(loggedIn.statusCode).toBe(200);
    expect((await oauthOf(api.app, sessionCookieOf(loggedIn))).status).toBe(1);
    // 通知中心 tells of it too.
    const alerts = await api.app.inject({
      url: '/v1/user/alerts',
      headers: { cookie: sessionCookieOf(loggedIn) },
    });
    expect(alerts.json().data.items[0]).toMatchObject({
      kind: 'account',
      account: { event: 'failed-logins', text: expect.stringContaining('多次登入失敗') },
    });
    // The count starts over: the next log-in needs no code.
    expect((await logIn(api.app, mobile, TEST_PASSWORD)).statusCode).toBe(200);
    expect(
      (await outboxTexts(api.app, mobile)).filter((text) => text === accountText('failed-logins')),
    ).toHaveLength(1);
  });

  it('answers an unknown number exactly as a registered one: no hint which exists', async () => {
    const { mobile: registered } = await registerMember(api.app);
    const unknown = newMobile();
    await failLogins(registered, 5);
    await failLogins(unknown, 5);
    const [known, stranger] = await Promise.all([
      logIn(api.app, registered, TEST_PASSWORD),
      logIn(api.app, unknown, TEST_PASSWORD),
    ]);
    expect(known.statusCode).toBe(400);
    expect(stranger.json()).toEqual(known.json());
    expect(Object.keys(stranger.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  it('clears the count of a number at a successful log-in', async () => {
    const { mobile } = await registerMember(api.app);
    expect(await failLogins(mobile, 4)).toEqual([401, 401, 401, 401]);
    expect((await logIn(api.app, mobile, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await failLogins(mobile, 5)).toEqual([401, 401, 401, 401, 401]);
    expect((await logIn(api.app, mobile, TEST_PASSWORD)).statusCode).toBe(400);
  });

  it('asks a code of that number only', async () => {
    const guarded = await registerMember(api.app);
    const other = await registerMember(api.app);
    await failLogins(guarded.mobile, 5);
    const response = await logIn(api.app, other.mobile, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect((await oauthOf(api.app, guarded.cookie)).status).toBe(1);
  });
});

describe('failed log-ins per address', () => {
  it('refuses an address after 20 failures across numbers, whoever logs in from it', async () => {
    const address = freshAddress();
    // The per-minute limit (10) would stop a burst first: earlier failures are counted directly.
    const earlier = LOGIN_FAILURE_LIMITS.address.failures - 1;
    for (let failure = 0; failure < earlier; failure++) {
      const gate = await claimLoginAttempt(api.db, { mobile: newMobile(), address });
      expect(gate.slowedFor).toBeNull();
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
