import { SECTION_IDS } from '@591/config';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { siteConfig } from '../../config/site.ts';
import { listings } from '../../db/schema/index.ts';
import { MEMBER_FIELD_MESSAGES } from '../../services/member-fields.ts';
import { SESSION_COOKIE } from '../../services/sessions.ts';
import { newMobile, registerMember } from '../../test-support/members.ts';
import { smsCode } from '../../test-support/sms.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  freshAddress,
  onDatabase,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 200 });
});
afterAll(() => api.close());

const register = (overrides: Record<string, unknown> = {}) =>
  registerMember(api.app, { password: 'correct horse battery', ...overrides });

describe('register, log in, log out', () => {
  it('registers a member and logs them in with a parent-domain session cookie', async () => {
    const { response, mobile } = await register({ realname: '陳美麗', sex: 2 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 1,
      data: { realname: '陳美麗', sex: 2, mobile, admin_id: 0, role: 'seeker' },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({
      domain: '.591.com.tw',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
    });
    expect(cookie.maxAge).toBe(30 * 86400);
  });

  it('answers the oauth call with the spec shape, status 1 logged in and 0 otherwise', async () => {
    const { cookie, mobile } = await register({ mobile: '0912-000-001' });
    expect(mobile).toBeDefined();
    const loggedIn = await api.app.inject({ url: '/v1/user/oauth', headers: { cookie } });
    expect(loggedIn.json()).toEqual({
      status: 1,
      data: {
        user_id: expect.any(Number),
        admin_id: 0,
        realname: '王小明',
        sex: 1,
        role: 'seeker',
        raw_user_id: expect.any(Number),
        mobile: '0912000001',
        mobile_confirmed: true,
      },
    });
    expect(loggedIn.headers['cache-control']).toBe('private, no-store');
    const visitor = await api.app.inject('/v1/user/oauth');
    expect(visitor.json()).toEqual({ status: 0, data: {} });
    const stale = await api.app.inject({
      url: '/v1/user/oauth',
      headers: { cookie: `${SESSION_COOKIE}=forged` },
    });
    expect(stale.json().status).toBe(0);
  });

  it('logs in with the right password only, with one message for either mistake', async () => {
    const { mobile } = await register();
    const login = (password: string, who = mobile) =>
      api.app.inject({
        method: 'POST',
        url: '/v1/user/login',
        remoteAddress: freshAddress(),
        payload: { mobile: who, password },
      });
    const ok = await login('correct horse battery');
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);
    const wrong = await login('wrong password!');
    const unknown = await login('correct horse battery', '0987654321');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('logs out only by POST from the site: a form comes back to its page, a script gets an answer', async () => {
    const member = await register();
    const stillIn = async (cookie: string) =>
      (await api.app.inject({ url: '/v1/user/oauth', headers: { cookie } })).json().status === 1;
    // What an <img src=…/logout> on another site sends: a GET, which now ends nothing.
    const get = await api.app.inject({
      url: '/logout?redirect=https://rent.591.com.tw/list',
      headers: { cookie: member.cookie },
    });
    expect(get.statusCode).toBe(302);
    expect(get.headers.location).toBe(
      `https://user.591.com.tw/logout?redirect=${encodeURIComponent('https://rent.591.com.tw/list')}`,
    );
    expect(get.cookies).toHaveLength(0);
    expect(await stillIn(member.cookie)).toBe(true);
    // A form on another site posting here is refused by the origin guard.
    const foreign = await api.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: member.cookie, origin: FOREIGN_ORIGIN },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await stillIn(member.cookie)).toBe(true);

    // The header's form: an empty urlencoded body, then back to the page, never off the site.
    const form = (redirect: string, cookie = '') =>
      api.app.inject({
        method: 'POST',
        url: `/logout?redirect=${encodeURIComponent(redirect)}`,
        headers: {
          origin: SITE_ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie && { cookie }),
        },
        payload: '',
      });
    const back = await form('https://rent.591.com.tw/list', member.cookie);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('https://rent.591.com.tw/list');
    expect(back.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await stillIn(member.cookie)).toBe(false);
    expect((await form('https://evil.example/')).headers.location).toBe('https://www.591.com.tw/');
    // From a page with nowhere to return to (the member centre): www, never the API's answer.
    const bare = await api.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { origin: SITE_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(bare.statusCode).toBe(303);
    expect(bare.headers.location).toBe('https://www.591.com.tw/');

    const second = await register();
    const post = await api.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: second.cookie, origin: SITE_ORIGIN },
    });
    expect(post.json()).toEqual({ status: 1 });
    expect(await stillIn(second.cookie)).toBe(false);
  });

  it.each([
    [{ mobile: '12345', password: 'long enough', realname: '王', sex: 1 }, 'mobile'],
    [{ mobile: '0912345678', password: 'short', realname: '王', sex: 1 }, 'password'],
    [{ mobile: '0912345678', password: 'long enough', realname: '', sex: 1 }, 'realname'],
    [{ mobile: '0912345678', password: 'long enough', realname: '王', sex: 3 }, 'sex'],
    [{ mobile: '0912345678', password: 'long enough', sex: 1 }, 'realname'],
    [{ mobile: '0912-3456-7', password: 'long enough', realname: '王', sex: 1 }, 'mobile'],
  ] as const)(
    'refuses a bad registration %# in words for the form, at the field',
    async (payload, field) => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/v1/user/register',
        remoteAddress: freshAddress(),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field, message: MEMBER_FIELD_MESSAGES[field] });
    },
  );

  it('names a field no form has in the schema’s own words', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/user/register',
      remoteAddress: freshAddress(),
      payload: {
        mobile: '0912345678',
        password: 'long enough',
        realname: '王',
        sex: 1,
        role: 'admin',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body/role');
  });

  it('refuses registrations posted from another site', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/user/register',
      remoteAddress: freshAddress(),
      headers: { origin: FOREIGN_ORIGIN },
      payload: { mobile: newMobile(), password: 'long enough', realname: '王', sex: 1 },
    });
    expect(response.statusCode).toBe(403);
  });

  it('limits login attempts per client: the eleventh in a minute gets 429', async () => {
    const address = freshAddress();
    const responses = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      // A number each: five failures on one number would lock it before the limit is reached.
      const response = await api.app.inject({
        method: 'POST',
        url: '/v1/user/login',
        remoteAddress: address,
        payload: { mobile: newMobile(), password: 'guessing game' },
      });
      responses.push(response);
    }
    expect(responses.slice(0, 10).every((response) => response.statusCode === 401)).toBe(true);
    expect(responses[10]!.statusCode).toBe(429);
    expect(responses[10]!.json().message).toMatch(/^請求過於頻繁/);
  });

  it('leaves Secure off the cookie when the site is served over local http', async () => {
    const local = onDatabase(
      await buildApp({
        db: api.db,
        site: siteConfig({ siteDomain: '591.localhost', siteProtocol: 'http:', sitePort: '8080' }),
        photoCacheDir: api.photoCacheDir,
        rateLimitPerMinute: 0,
        trustProxy: 'loopback',
      }),
      api.db,
    );
    const mobile = newMobile();
    const response = await local.inject({
      method: 'POST',
      url: '/v1/user/register',
      headers: { origin: 'http://www.591.localhost:8080' },
      payload: {
        mobile,
        code: await smsCode(local, mobile, 'register', 'http://www.591.localhost:8080'),
        password: 'long enough',
        realname: '林',
        sex: 2,
      },
    });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.secure).toBeUndefined();
    expect(cookie.domain).toBe('.591.localhost');
    await local.close();
  });
});

describe('favourites', () => {
  it('needs a logged-in member', async () => {
    const add = await api.app.inject({
      method: 'POST',
      url: '/api/collect/collectWare',
      payload: { id: 1 },
    });
    expect(add.statusCode).toBe(401);
    expect((await api.app.inject('/v1/web/fav-list')).statusCode).toBe(401);
  });

  it('adds, lists newest first and removes favourites, idempotently', async () => {
    const { cookie } = await register();
    const collect = (id: number, action?: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/collect/collectWare',
        headers: { cookie, origin: SITE_ORIGIN },
        payload: action ? { id, action } : { id },
      });
    expect((await collect(5)).json()).toEqual({ status: 1, data: { id: 5, collected: true } });
    await collect(5);
    await collect(9);
    const list = (await api.app.inject({ url: '/v1/web/fav-list', headers: { cookie } })).json();
    expect(list.status).toBe(1);
    expect(list.data.total).toBe(2);
    expect(list.data.items.map((item: { id: number }) => item.id)).toEqual([9, 5]);
    expect(list.data.items[0].collectedAt).toEqual(expect.any(String));
    expect((await collect(9, 'remove')).json().data.collected).toBe(false);
    const after = (await api.app.inject({ url: '/v1/web/fav-list', headers: { cookie } })).json();
    expect(after.data.items.map((item: { id: number }) => item.id)).toEqual([5]);
  });

  it('lists only the favourites whose price came down when asked', async () => {
    const { cookie } = await register();
    const [dropped, steady] = await api.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.section, 'rent'))
      .limit(2);
    await api.db.update(listings).set({ priceDrop: 1_500 }).where(eq(listings.id, dropped!.id));
    await api.db.update(listings).set({ priceDrop: null }).where(eq(listings.id, steady!.id));
    for (const { id } of [dropped!, steady!]) {
      await api.app.inject({
        method: 'POST',
        url: '/api/collect/collectWare',
        headers: { cookie, origin: SITE_ORIGIN },
        payload: { id },
      });
    }
    const list = (
      await api.app.inject({ url: '/v1/web/fav-list?priceDrop=true', headers: { cookie } })
    ).json();
    expect(list.data.total).toBe(1);
    expect(
      list.data.items.map((item: { id: number; priceDrop: number }) => [item.id, item.priceDrop]),
    ).toEqual([[dropped!.id, 1_500]]);
  });

  it('lists favourites of every section with what a card needs, newest first', async () => {
    const { cookie } = await register();
    const picks = [];
    for (const section of SECTION_IDS) {
      const [listing] = await api.db
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.section, section))
        .limit(1);
      picks.push(listing!.id);
    }
    for (const id of picks) {
      await api.app.inject({
        method: 'POST',
        url: '/api/collect/collectWare',
        headers: { cookie, origin: SITE_ORIGIN },
        payload: { id },
      });
    }
    const page = (query: string) =>
      api.app.inject({ url: `/v1/web/fav-list${query}`, headers: { cookie } });
    const response = await page('');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { data } = response.json();
    expect(data.total).toBe(4);
    expect(data.items.map((item: { id: number }) => item.id)).toEqual([...picks].reverse());
    expect(data.items.map((item: { section: string }) => item.section)).toEqual([
      'business',
      'land',
      'sale',
      'rent',
    ]);
    for (const item of data.items) {
      expect(item).toMatchObject({
        id: expect.any(Number),
        type: expect.any(Number),
        title: expect.any(String),
        price: expect.any(Number),
        priceUnit: expect.stringMatching(/^(元\/月|萬)$/),
        cover: expect.objectContaining({ src: expect.any(String) }),
        regionName: expect.any(String),
        districtName: expect.any(String),
        collectedAt: expect.any(String),
      });
    }
    const second = (await page('?page=2&pageSize=3')).json().data;
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([picks[0]]);
    expect((await page('?pageSize=101')).statusCode).toBe(400);
  });

  it('answers visitors 401 uncached', async () => {
    for (const url of ['/v1/web/fav-list', '/api/collect/status?ids=1']) {
      const response = await api.app.inject(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('請先登入會員');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('404s a listing that does not exist and 400s a bad id', async () => {
    const { cookie } = await register();
    const inject = (payload: unknown) =>
      api.app.inject({
        method: 'POST',
        url: '/api/collect/collectWare',
        headers: { cookie },
        payload: payload as object,
      });
    expect((await inject({ id: 1_999_999_999 })).statusCode).toBe(404);
    expect((await inject({ id: 'x' })).statusCode).toBe(400);
    expect((await inject({ id: 1e12 })).statusCode).toBe(400);
    expect((await inject({ id: 3, action: 'toggle' })).statusCode).toBe(400);
  });

  it('tells which of the asked listings the member saved, in the order asked', async () => {
    const { cookie } = await register();
    await api.app.inject({
      method: 'POST',
      url: '/api/collect/collectWare',
      headers: { cookie, origin: SITE_ORIGIN },
      payload: { id: 7 },
    });
    const status = (ids: string, headers: Record<string, string> = { cookie }) =>
      api.app.inject({ url: `/api/collect/status?ids=${ids}`, headers });
    const answer = await status('12,7,3');
    expect(answer.json()).toEqual({ status: 1, data: { collected: [7] } });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect((await status('7', {})).statusCode).toBe(401);
    expect((await status('7,x')).statusCode).toBe(400);
    expect((await status('0')).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect((await status(tooMany)).statusCode).toBe(400);
  });
});
