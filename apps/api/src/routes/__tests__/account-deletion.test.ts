import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  favourites,
  listings,
  members,
  newBuildFavourites,
  newBuilds,
  pushTokens,
  savedSearches,
  sessions,
} from '../../db/schema/index.ts';
import { logIn, registerMember, TEST_PASSWORD } from '../../test-support/members.ts';
import { publishListing } from '../../test-support/postings.ts';
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

function post(url: string, cookie: string, payload: object) {
  return api.app.inject({
    method: 'POST',
    url,
    remoteAddress: freshAddress(),
    headers: { origin: SITE_ORIGIN, cookie },
    payload,
  });
}

const deleteAccount = (cookie: string, password: string) =>
  post('/v1/user/account/delete', cookie, { password });

describe('POST /v1/user/account/delete', () => {
  it('keeps the account when the password is wrong or missing, saying so at the field', async () => {
    const { cookie } = await registerMember(api.app);
    const wrong = await deleteAccount(cookie, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'password', message: '密碼不正確，帳號沒有刪除' });
    const empty = await deleteAccount(cookie, '');
    expect(empty.json()).toMatchObject({ field: 'password', message: '請輸入密碼以確認刪除帳號' });
    const still = await api.app.inject({
      method: 'GET',
      url: '/v1/user/oauth',
      headers: { cookie },
    });
    expect(still.json().status).toBe(1);
  });

  it('closes the listings, removes what the policy says and ends every session', async () => {
    const { cookie, mobile } = await registerMember(api.app);
    const listingId = await publishListing(api.app, cookie);
    const [other] = await api.db.select({ id: listings.id }).from(listings).limit(1);
    const [project] = await api.db.select({ id: newBuilds.id }).from(newBuilds).limit(1);
    const saved = await Promise.all([
      post('/api/collect/collectWare', cookie, { id: other!.id }),
      api.app.inject({
        method: 'PUT',
        url: `/v1/user/new-build-favourites/${project!.id}`,
        headers: { origin: SITE_ORIGIN, cookie },
      }),
      post('/v1/user/saved-searches', cookie, {
        section: 'rent',
        query: 'region=1',
        listPath: '/list?region=1',
      }),
    ]);
    expect(saved.map((answer) => answer.statusCode)).toEqual([200, 200, 201]);
    await post('/v1/help/contact', cookie, {
      topic: 'account',
      message: '我想刪除帳號，請問資料會保留嗎？',
      mobile,
    });
    const [member] = await api.db.select().from(members).where(eq(members.mobile, mobile));
    await api.db
      .insert(pushTokens)
      .values({ fcmToken: `token-of-${mobile}`, device: 'pc', memberId: member!.id });
    // Logged in on a second device too: both sessions end.
    expect((await logIn(api.app, mobile, TEST_PASSWORD)).statusCode).toBe(200);

    const response = await deleteAccount(cookie, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'member_session')?.value).toBe('');

    const id = member!.id;
    expect(await api.db.select().from(members).where(eq(members.id, id))).toEqual([]);
    expect(await api.db.select().from(sessions).where(eq(sessions.memberId, id))).toEqual([]);
    expect(await api.db.select().from(favourites).where(eq(favourites.memberId, id))).toEqual([]);
    expect(
      await api.db.select().from(newBuildFavourites).where(eq(newBuildFavourites.memberId, id)),
    ).toEqual([]);
    expect(await api.db.select().from(savedSearches).where(eq(savedSearches.memberId, id))).toEqual(
      [],
    );
    expect(
      await api.db.select().from(contactMessages).where(eq(contactMessages.memberId, id)),
    ).toEqual([]);
    expect(await api.db.select().from(pushTokens).where(eq(pushTokens.memberId, id))).toEqual([]);
    const [closed] = await api.db.select().from(listings).where(eq(listings.id, listingId));
    expect(closed).toMatchObject({ status: 'closed', memberId: null });

    // The listing is gone from search, and no log-in works any more.
    const again = await logIn(api.app, mobile, TEST_PASSWORD);
    expect(again.statusCode).toBe(401);
    const detail = await api.app.inject({ method: 'GET', url: `/v1/listings/${listingId}` });
    expect(detail.json().status).toBe('closed');
  });
});
