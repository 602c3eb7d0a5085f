import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDigests } from '../../services/alert-push.ts';
import { registerMember } from '../../test-support/members.ts';
import { COMPLETE_RENT, publishListing } from '../../test-support/postings.ts';
import {
  createTestApp,
  recordingPushSender,
  SITE_ORIGIN,
  TEST_SITE,
  type TestApp,
} from '../../test-support/test-app.ts';
import { MAX_SAVED_SEARCHES, TOO_MANY_SEARCHES } from '../member/saved-searches.ts';

let api: TestApp;
const push = recordingPushSender();
beforeAll(async () => {
  api = await createTestApp({ listings: 20, push: push.sender });
});
afterAll(() => api.close());

/** 台北市中正區 獨立套房 10,000-20,000 元: the test rental (14,321 元) is in it. */
const SEARCH = `region=1&section=1&kind=${COMPLETE_RENT.kind}&price=10000_20000`;

const request = (
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  api.app.inject({
    method,
    url,
    headers: { origin: SITE_ORIGIN, cookie },
    ...(payload && { payload }),
  });
const saveSearch = (cookie: string, query = SEARCH, section = 'rent') =>
  request(cookie, 'POST', '/v1/user/saved-searches', {
    section,
    query,
    listPath: `/list?${query}`,
  });
const alertsOf = async (cookie: string) =>
  (await request(cookie, 'GET', '/v1/user/alerts')).json().data.items as {
    kind: string;
    read: boolean;
    listing: { id: number };
    search: { id: number; name: string } | null;
    priceChange: { oldPrice: number; newPrice: number } | null;
  }[];
const unreadOf = async (cookie: string) =>
  (await request(cookie, 'GET', '/v1/user/alerts/unread')).json().data.unread as number;

/** Alerts are made by a job a moment after the listing is saved: wait for the count. */
async function untilAlerts(cookie: string, count: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const items = await alertsOf(cookie);
    if (items.length >= count || Date.now() > deadline) return items;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function newMember() {
  const { cookie } = await registerMember(api.app);
  return cookie;
}

describe('saved searches', () => {
  it('saves a search once, however its filters are written, under a readable name', async () => {
    const member = await newMember();
    const first = await saveSearch(member);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ section: 'rent', saved: true, newCount: 0 });
    expect(first.json().data.summary).toContain('台北市');
    expect(first.json().data.summary).toContain('中正區');
    expect(first.json().data.summary).toContain('10,000-20,000元');

    const reordered = `price=10000_20000&kind=${COMPLETE_RENT.kind}&section=1&region=1&page=3`;
    const again = await saveSearch(member, reordered);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.json().data.id, saved: false });
    const listed = (await request(member, 'GET', '/v1/user/saved-searches')).json().data.items;
    expect(listed).toHaveLength(1);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per member and says so past that`, async () => {
    const member = await newMember();
    for (let index = 0; index < MAX_SAVED_SEARCHES; index += 1) {
      expect(
        (await saveSearch(member, `region=1&price=${index + 1}_${index + 100}`)).statusCode,
      ).toBe(201);
    }
    const over = await saveSearch(member, 'region=2');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(TOO_MANY_SEARCHES);
  });

  it("refuses a query the list itself refuses, with the list's message", async () => {
    const member = await newMember();
    const refused = await saveSearch(member, 'region=abc');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/region/);
  });

  it("renames, switches delivery, pauses and deletes only its own member's search", async () => {
    const member = await newMember();
    const other = await newMember();
    const id = (await saveSearch(member)).json().data.id;
    const renamed = await request(member, 'PATCH', `/v1/user/saved-searches/${id}`, {
      name: '公司附近套房',
      delivery: 'daily',
      paused: true,
    });
    expect(renamed.json().data).toMatchObject({
      name: '公司附近套房',
      delivery: 'daily',
      paused: true,
    });
    const theirs = await request(other, 'PATCH', `/v1/user/saved-searches/${id}`, { name: 'x' });
    expect(theirs.statusCode).toBe(404);
    expect((await request(other, 'DELETE', `/v1/user/saved-searches/${id}`)).statusCode).toBe(404);
    expect((await request(member, 'DELETE', `/v1/user/saved-searches/${id}`)).statusCode).toBe(200);
    expect((await request(member, 'GET', '/v1/user/saved-searches')).json().data.items).toEqual([]);
  });

  it('answers a visitor with 401', async () => {
    expect((await saveSearch('')).statusCode).toBe(401);
  });
});

describe('alerts', () => {
  it("tells a member of a new matching listing once, of a favourite's price drop and of its sale, and of nothing after the search is deleted", async () => {
    const seeker = await newMember();
    const owner = await newMember();
    // Searches of others first, so this one's id is not that of any alert.
    await saveSearch(await newMember(), 'region=3');
    await saveSearch(await newMember(), 'region=4');
    const searchId = (await saveSearch(seeker)).json().data.id as number;
    // A browser of the seeker's allowed pushes.
    await api.app.inject({
      method: 'POST',
      url: '/v1/user/privacy',
      headers: { origin: SITE_ORIGIN, cookie: seeker, device: 'pc' },
      payload: { fcm_token: 'seeker-browser-token-0123456789' },
    });

    const matching = await publishListing(api.app, owner);
    const tooDear = await publishListing(api.app, owner, 'rent', {
      ...COMPLETE_RENT,
      price: 30_000,
    });
    const [alert] = await untilAlerts(seeker, 1);
    expect(alert).toMatchObject({
      kind: 'search',
      read: false,
      listing: { id: matching },
      search: { id: searchId },
    });
    expect(await unreadOf(seeker)).toBe(1);
    expect(
      (await request(seeker, 'GET', '/v1/user/saved-searches')).json().data.items[0].newCount,
    ).toBe(1);

    // The search's results opened: that listing is marked new once, then no longer counted.
    const seen = await request(seeker, 'POST', `/v1/user/saved-searches/${searchId}/seen`, {});
    expect(seen.json().data.newListingIds).toEqual([matching]);
    expect(
      (await request(seeker, 'GET', '/v1/user/saved-searches')).json().data.items[0].newCount,
    ).toBe(0);

    // The instant push: the listing's page on its own host.
    await expect.poll(() => push.sent.length, { timeout: 20_000 }).toBe(1);
    expect(push.sent[0]).toEqual({
      tokens: ['seeker-browser-token-0123456789'],
      data: {
        cate: '2',
        link_url: `https://rent.591.com.tw/${matching}`,
        push_id: expect.stringMatching(/^alert-\d+$/),
        record_id: String(matching),
        title: expect.stringContaining('有新物件'),
        body: `${COMPLETE_RENT.title}｜14,321 元/月`,
        icon: '/push/default-icon.png',
      },
    });

    // Kept among favourites; the owner lowers the price, then rents it out.
    await request(seeker, 'POST', '/api/collect/collectWare', { id: matching, action: 'add' });
    await request(owner, 'POST', `/v1/user/listings/${matching}/price`, { price: 12_000 });
    await untilAlerts(seeker, 2);
    await request(owner, 'POST', `/v1/user/listings/${matching}/status`, { status: 'closed' });
    const told = await untilAlerts(seeker, 3);
    expect(told.map((item) => item.kind)).toEqual(['closed', 'price_drop', 'search']);
    expect(told[1]!.priceChange).toEqual({ oldPrice: 14_321, newPrice: 12_000 });
    await request(seeker, 'POST', '/v1/user/alerts/read', {});
    expect(await unreadOf(seeker)).toBe(0);

    await request(seeker, 'DELETE', `/v1/user/saved-searches/${searchId}`);
    // Another member's search of the same shows the job ran; the deleted one got nothing.
    const witness = await newMember();
    await saveSearch(witness);
    const afterDelete = await publishListing(api.app, owner);
    expect((await untilAlerts(witness, 1)).map((item) => item.listing.id)).toEqual([afterDelete]);
    const finalAlerts = (await alertsOf(seeker)).map((item) => item.listing.id);
    // The search's own alerts went with it; the favourite's stay.
    expect(finalAlerts).toEqual([matching, matching]);
    expect(finalAlerts).not.toContain(tooDear);
  });

  it('never tells a member of their own listing', async () => {
    const member = await newMember();
    const witness = await newMember();
    await saveSearch(member);
    await saveSearch(witness);
    const own = await publishListing(api.app, member);
    await untilAlerts(witness, 1);
    expect((await alertsOf(witness))[0]!.listing.id).toBe(own);
    expect(await alertsOf(member)).toEqual([]);
  });

  it("gathers a daily search's new listings into one push a day that opens its results", async () => {
    const seeker = await newMember();
    const owner = await newMember();
    const saved = (await saveSearch(seeker)).json().data;
    await request(seeker, 'PATCH', `/v1/user/saved-searches/${saved.id}`, { delivery: 'daily' });
    await api.app.inject({
      method: 'POST',
      url: '/v1/user/privacy',
      headers: { origin: SITE_ORIGIN, cookie: seeker, device: 'pc' },
      payload: { fcm_token: 'digest-browser-token-0123456789' },
    });
    const first = await publishListing(api.app, owner);
    const second = await publishListing(api.app, owner, 'rent', {
      ...COMPLETE_RENT,
      price: 15_000,
    });
    await untilAlerts(seeker, 2);
    const toSeeker = () =>
      push.sent.filter((item) => item.tokens[0] === 'digest-browser-token-0123456789');
    expect(toSeeker()).toEqual([]);

    expect(await pushDigests(api.db, push.sender, TEST_SITE)).toBe(1);
    const [digest] = toSeeker();
    expect(digest!.data).toMatchObject({
      cate: '5',
      link_url: `https://rent.591.com.tw/list?${SEARCH}&subscription=${saved.id}`,
      title: expect.stringContaining('2 個新物件'),
    });
    const items = JSON.parse(digest!.data.data!) as { record_id: string }[];
    expect(items.map((item) => Number(item.record_id)).sort()).toEqual([first, second].sort());
    // Sent once: the next day's digest has nothing of these.
    expect(await pushDigests(api.db, push.sender, TEST_SITE)).toBe(0);
  });
});
