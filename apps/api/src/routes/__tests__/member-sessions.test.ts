import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
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
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(() => api.close());

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const listSessions = (cookie?: string) =>
  api.app.inject({ url: '/v1/user/sessions', headers: cookie ? { cookie } : {} });

const logoutOthers = (cookie: string, origin = SITE_ORIGIN) =>
  api.app.inject({
    method: 'POST',
    url: '/v1/user/sessions/logout-others',
    headers: { cookie, origin },
  });

describe('a new session token at every log-in', () => {
  it('ends the session the browser came with when it logs in again', async () => {
    const { mobile, cookie: before } = await registerMember(api.app);
    const response = await logIn(api.app, mobile, TEST_PASSWORD, { cookie: before });
    const after = sessionCookieOf(response);
    expect(after).not.toBe('');
    expect(after).not.toBe(before);
    expect((await oauthOf(api.app, before)).status).toBe(0);
    expect((await oauthOf(api.app, after)).status).toBe(1);
  });

  it('ends the session a browser came with when it registers another account', async () => {
    const first = await registerMember(api.app);
    const second = await registerMember(api.app, {}, { cookie: first.cookie });
    expect(second.response.statusCode).toBe(201);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await oauthOf(api.app, first.cookie)).status).toBe(0);
    expect((await oauthOf(api.app, second.cookie)).data.mobile).toBe(second.mobile);
  });

  it('keeps the member’s sessions on other devices', async () => {
    const { mobile, cookie: laptop } = await registerMember(api.app);
    const phone = sessionCookieOf(await logIn(api.app, mobile, TEST_PASSWORD));
    expect((await oauthOf(api.app, laptop)).status).toBe(1);
    expect((await oauthOf(api.app, phone)).status).toBe(1);
  });
});

describe('GET /v1/user/sessions', () => {
  it('lists the member’s sessions newest first, marking the current one', async () => {
    const { mobile, cookie: laptop } = await registerMember(
      api.app,
      {},
      { userAgent: WINDOWS_CHROME },
    );
    const phone = sessionCookieOf(
      await logIn(api.app, mobile, TEST_PASSWORD, { userAgent: IPHONE_SAFARI }),
    );
    const response = await listSessions(phone);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { items } = response.json().data;
    expect(items).toEqual([
      {
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        userAgent: 'Safari · iOS',
        current: true,
      },
      {
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        userAgent: 'Chrome · Windows',
        current: false,
      },
    ]);
    expect(Date.parse(items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(items[1].createdAt));
    const fromLaptop = (await listSessions(laptop)).json().data.items;
    expect(fromLaptop.map((item: { current: boolean }) => item.current)).toEqual([false, true]);
  });

  it('answers visitors 401 with 請先登入會員, uncached', async () => {
    const response = await listSessions();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('請先登入會員');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('moves last seen forward at most every few minutes', async () => {
    const { response, cookie } = await registerMember(api.app);
    const memberId = response.json().data.user_id;
    const lastSeen = async () => {
      const [row] = await api.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.memberId, memberId));
      return row!.at.getTime();
    };
    const setLastSeen = (minutesAgo: number) =>
      api.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(sessions.memberId, memberId));
    await setLastSeen(2);
    const recent = await lastSeen();
    await oauthOf(api.app, cookie);
    expect(await lastSeen()).toBe(recent);
    await setLastSeen(10);
    await oauthOf(api.app, cookie);
    expect(await lastSeen()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('POST /v1/user/sessions/logout-others', () => {
  it('ends every other session of the member and keeps this one', async () => {
    const { mobile, cookie: laptop } = await registerMember(api.app);
    const tablet = sessionCookieOf(await logIn(api.app, mobile, TEST_PASSWORD));
    const phone = sessionCookieOf(await logIn(api.app, mobile, TEST_PASSWORD));
    const stranger = await registerMember(api.app);

    const response = await logoutOthers(phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, data: { ended: 2 } });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((await oauthOf(api.app, laptop)).status).toBe(0);
    expect((await oauthOf(api.app, tablet)).status).toBe(0);
    expect((await oauthOf(api.app, phone)).status).toBe(1);
    expect((await oauthOf(api.app, stranger.cookie)).status).toBe(1);
    expect((await listSessions(phone)).json().data.items).toHaveLength(1);
  });

  it('needs a member and the site’s own origin', async () => {
    const visitor = await api.app.inject({
      method: 'POST',
      url: '/v1/user/sessions/logout-others',
      headers: { origin: SITE_ORIGIN },
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('請先登入會員');
    const { mobile, cookie } = await registerMember(api.app);
    const other = sessionCookieOf(await logIn(api.app, mobile, TEST_PASSWORD));
    expect((await logoutOthers(cookie, FOREIGN_ORIGIN)).statusCode).toBe(403);
    expect((await oauthOf(api.app, other)).status).toBe(1);
  });
});
