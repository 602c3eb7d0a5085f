import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { MEMBER_FIELD_MESSAGES } from '../../services/member-fields.ts';
import {
  logIn,
  oauthOf,
  registerMember,
  sessionCookieOf,
  TEST_PASSWORD,
} from '../../test-support/members.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  freshAddress,
  onDatabase,
  SITE_ORIGIN,
  TEST_SITE,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(() => api.close());

const NEW_PASSWORD = 'a quieter street in 台南';

function changePassword(cookie: string, body: object, origin = SITE_ORIGIN) {
  return api.app.inject({
    method: 'POST',
    url: '/v1/user/password',
    // An address per call: the per-minute limit of password checks is not what these test.
    remoteAddress: freshAddress(),
    headers: { cookie, origin },
    payload: body,
  });
}

function updateProfile(cookie: string, body: object, origin = SITE_ORIGIN) {
  return api.app.inject({
    method: 'POST',
    url: '/v1/user/profile',
    headers: { cookie, origin },
    payload: body,
  });
}

describe('common passwords', () => {
  it.each(['12345678', 'AA123456', 'Qwerty123', 'iloveyou', 'PASSWORD', '1qaz2wsx', '0912345678'])(
    'refuses %s at registration, naming the field',
    async (password) => {
      const { response } = await registerMember(api.app, { password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: '密碼太常見，請換一個不易被猜中的密碼',
        field: 'password',
      });
      expect(response.cookies).toEqual([]);
    },
  );
});

describe('POST /v1/user/password', () => {
  it('changes the password, rotates this session and ends every other one', async () => {
    const { mobile, cookie: laptop } = await registerMember(api.app);
    const phone = sessionCookieOf(await logIn(api.app, mobile, TEST_PASSWORD));
    const response = await changePassword(phone, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1 });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const renewed = sessionCookieOf(response);
    expect(renewed).not.toBe('');
    expect(renewed).not.toBe(phone);
    expect((await oauthOf(api.app, renewed)).status).toBe(1);
    expect((await oauthOf(api.app, phone)).status).toBe(0);
    expect((await oauthOf(api.app, laptop)).status).toBe(0);
    expect((await logIn(api.app, mobile, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(api.app, mobile, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong current password with 400 at that field, changing nothing', async () => {
    const { mobile, cookie } = await registerMember(api.app);
    const response = await changePassword(cookie, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: '目前的密碼不正確',
      field: 'currentPassword',
    });
    expect((await oauthOf(api.app, cookie)).status).toBe(1);
    expect((await logIn(api.app, mobile, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks the number after 5 wrong current passwords, as log-ins do', async () => {
    const { cookie } = await registerMember(api.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await changePassword(cookie, {
        currentPassword: `guess ${attempt}`,
        newPassword: NEW_PASSWORD,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('refuses a common new password and one under 8 characters', async () => {
    const { cookie } = await registerMember(api.app);
    const common = await changePassword(cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Aa123456',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      message: '密碼太常見，請換一個不易被猜中的密碼',
      field: 'newPassword',
    });
    const short = await changePassword(cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      field: 'newPassword',
      message: MEMBER_FIELD_MESSAGES.newPassword,
    });
  });

  it('needs a member and the site’s own origin', async () => {
    const body = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    const visitor = await changePassword('', body);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('請先登入會員');
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    const { cookie } = await registerMember(api.app);
    expect((await changePassword(cookie, body, FOREIGN_ORIGIN)).statusCode).toBe(403);
  });
});

describe('POST /v1/user/profile', () => {
  it('updates the name and title and answers the user state as the oauth call does', async () => {
    const { cookie, mobile } = await registerMember(api.app, { realname: '王小明', sex: 1 });
    const response = await updateProfile(cookie, { realname: '  林美玲 ', sex: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const oauth = await oauthOf(api.app, cookie);
    expect(response.json()).toEqual(oauth);
    expect(oauth.data).toMatchObject({ realname: '林美玲', sex: 2, mobile });
  });

  it.each([
    [{ realname: '', sex: 1 }, 'realname'],
    [{ realname: '   ', sex: 1 }, 'realname'],
    [{ realname: '名'.repeat(21), sex: 1 }, 'realname'],
    [{ realname: '林', sex: 3 }, 'sex'],
    [{ sex: 1 }, 'realname'],
    [{ realname: '林' }, 'sex'],
  ] as const)(
    'refuses a bad profile %# in words for the form, at the field',
    async (body, field) => {
      const { cookie } = await registerMember(api.app);
      const response = await updateProfile(cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field, message: MEMBER_FIELD_MESSAGES[field] });
    },
  );

  it('needs a member and the site’s own origin', async () => {
    const visitor = await updateProfile('', { realname: '林', sex: 2 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('請先登入會員');
    const { cookie } = await registerMember(api.app);
    expect(
      (await updateProfile(cookie, { realname: '林', sex: 2 }, FOREIGN_ORIGIN)).statusCode,
    ).toBe(403);
    expect((await oauthOf(api.app, cookie)).data.realname).toBe('王小明');
  });
});

describe('logs', () => {
  it('never carry a password, at the most verbose level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = onDatabase(
      await buildApp({
        db: api.db,
        site: TEST_SITE,
        photoCacheDir: api.photoCacheDir,
        rateLimitPerMinute: 0,
        trustProxy: 'loopback',
        logger: { level: 'trace', stream },
      }),
      api.db,
    );
    const secret = 'only-in-the-body 9f3c';
    const { mobile, cookie } = await registerMember(logged, { password: secret });
    await logIn(logged, mobile, `${secret} wrong`);
    await logIn(logged, mobile, secret);
    await logged.inject({
      method: 'POST',
      url: '/v1/user/password',
      headers: { cookie, origin: SITE_ORIGIN },
      payload: { currentPassword: secret, newPassword: `${secret} new` },
    });
    logged.log.info({ body: { password: secret }, req: { body: { newPassword: secret } } }, 'x');
    await logged.close();
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.join('')).not.toContain(secret);
  });
});
