import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.ts';
import { addModeratorMember, SEED_MODERATOR } from '../../seed/staff-members.ts';
import { logIn, newMobile, registerMember, sessionCookieOf } from '../../test-support/members.ts';
import { seededOwners } from '../../test-support/seeded-owners.ts';
import { siteRequest } from '../../test-support/site-requests.ts';
import { smsCode } from '../../test-support/sms.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const POSTER_PASSWORD = 'poster-test-password';
const MODERATOR_PASSWORD = 'moderator-test-password';

let api: TestApp;
let moderator: string;
/** Seeded listings posted by their owners, each with its owner's session. */
let owned: { id: number; title: string; cookie: string }[];
beforeAll(async () => {
  api = await createTestApp({ listings: 60, posterPassword: POSTER_PASSWORD });
  owned = await seededOwners(api, POSTER_PASSWORD, 4);
  await addModeratorMember(api.db, MODERATOR_PASSWORD);
  moderator = sessionCookieOf(await logIn(api.app, SEED_MODERATOR.mobile, MODERATOR_PASSWORD));
});
afterAll(() => api.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie = '', payload?: object) =>
  siteRequest(api.app, method, url, cookie, payload);

const newMember = async () => (await registerMember(api.app)).cookie;
const report = (cookie: string, body: object) => call('POST', '/v1/user/reports', cookie, body);
const queue = async (status = 'open') =>
  (await call('GET', `/v1/moderation/reports?status=${status}`, moderator)).json().data;
const reportAlertsOf = async (cookie: string) =>
  (await call('GET', '/v1/user/alerts', cookie))
    .json()
    .data.items.filter((alert: { kind: string }) => alert.kind === 'report');

describe('a report of a listing', () => {
  it('is one per member, with a reason of the list and words for 其他, and never of one’s own', async () => {
    const [listing] = owned;
    const member = await newMember();
    const target = `/v1/user/reports/target?listingId=${listing!.id}`;
    expect((await call('GET', target, member)).json().data).toMatchObject({
      listing: { id: listing!.id, title: listing!.title },
      message: null,
      reported: false,
    });
    expect(
      (await report(member, { listingId: listing!.id, reason: 'nonsense' })).json(),
    ).toMatchObject({
      field: 'reason',
      message: '請選擇檢舉原因',
    });
    expect(
      (await report(member, { listingId: listing!.id, reason: 'other', detail: ' ' })).json(),
    ).toMatchObject({
      field: 'detail',
      message: '選擇「其他」時，請說明檢舉原因',
    });
    const filed = await report(member, { listingId: listing!.id, reason: 'price' });
    expect(filed.statusCode).toBe(201);
    const again = await report(member, { listingId: listing!.id, reason: 'photos' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('您已檢舉過，我們會盡快處理，結果將通知您');
    expect((await call('GET', target, member)).json().data.reported).toBe(true);

    const own = await report(listing!.cookie, { listingId: listing!.id, reason: 'price' });
    expect(own.statusCode).toBe(409);
    expect((await report('', { listingId: listing!.id, reason: 'price' })).statusCode).toBe(401);
    const foreign = await siteRequest(
      api.app,
      'POST',
      '/v1/user/reports',
      member,
      { listingId: owned[1]!.id, reason: 'price' },
      'https://evil.example',
    );
    expect(foreign.statusCode).toBe(403);
    expect((await report(member, { listingId: 999_999, reason: 'price' })).statusCode).toBe(404);
  });
});

describe('the daily limit of reports', () => {
  it('holds a member to 10 a day, in words with the wait', async () => {
    const member = await newMember();
    const others = await api.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.status, 'active'))
      .orderBy(listings.id)
      .limit(11);
    for (const [index, other] of others.entries()) {
      const response = await report(member, { listingId: other.id, reason: 'price' });
      if (index < 10) expect(response.statusCode, `report ${index + 1}`).toBe(201);
      else {
        expect(response.statusCode).toBe(429);
        expect(response.json().message).toBe('檢舉已達每日 10 次上限，請於 24 小時後再試');
      }
    }
  });
});

describe('a report of a message', () => {
  it('is of what the other side wrote, by a side of the conversation only', async () => {
    const [, listing] = owned;
    const mobile = newMobile();
    const sent = await call('POST', '/home/housing/sendMsg', '', {
      listingId: listing!.id,
      name: '可疑的人',
      mobile,
      message: '匯款到這個帳號就保留給你',
      code: await smsCode(api.app, mobile, 'message'),
    });
    const { conversationId } = sent.json().data;
    const conversation = (
      await call('GET', `/v1/user/conversations/${conversationId}`, listing!.cookie)
    ).json().data;
    const messageId = conversation.messages[0].id as number;
    const target = (
      await call('GET', `/v1/user/reports/target?messageId=${messageId}`, listing!.cookie)
    ).json().data;
    expect(target).toMatchObject({
      listing: { id: listing!.id },
      message: { id: messageId, from: '可疑的人', body: '匯款到這個帳號就保留給你' },
    });
    // A stranger cannot, and a listing's reasons are not a message's.
    expect((await report(await newMember(), { messageId, reason: 'fraud' })).statusCode).toBe(404);
    expect((await report(listing!.cookie, { messageId, reason: 'photos' })).statusCode).toBe(400);
    expect((await report(listing!.cookie, { messageId, reason: 'fraud' })).statusCode).toBe(201);
    const [queued] = (await queue()).items.filter(
      (item: { message: { id: number } | null }) => item.message?.id === messageId,
    );
    expect(queued).toMatchObject({ reasonName: '詐騙', listing: { id: listing!.id } });
  });
});

describe('the moderators’ queue', () => {
  it('is the moderators’ alone', async () => {
    expect((await call('GET', '/v1/moderation/reports')).statusCode).toBe(401);
    const member = await call('GET', '/v1/moderation/reports', await newMember());
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('只有審核人員可以處理檢舉');
  });

  it('hides a listing: its page answers hidden with the reason, its poster and every reporter are told', async () => {
    const [, , listing] = owned;
    const [first, second] = [await newMember(), await newMember()];
    await report(first, { listingId: listing!.id, reason: 'fake-owner' });
    await report(second, { listingId: listing!.id, reason: 'other', detail: '電話打過去是仲介' });
    const open = (await queue()).items.filter(
      (item: { listing: { id: number } }) => item.listing.id === listing!.id,
    );
    expect(open).toHaveLength(2);
    expect(open[0]).toMatchObject({ reasonName: '仲介冒充屋主', openOfListing: 2 });
    expect(open[1]).toMatchObject({ reasonName: '其他', detail: '電話打過去是仲介' });

    const hidden = await call('POST', `/v1/moderation/reports/${open[0].id}`, moderator, {
      action: 'hide',
      reason: '經查證為仲介冒充屋主刊登',
    });
    expect(hidden.json()).toEqual({ status: 1, data: { settled: 2 } });
    const detail = (await call('GET', `/v1/listings/${listing!.id}`)).json();
    expect(detail).toMatchObject({ status: 'hidden', hiddenReason: '經查證為仲介冒充屋主刊登' });
    expect(await reportAlertsOf(listing!.cookie)).toEqual([
      expect.objectContaining({
        report: expect.objectContaining({
          role: 'poster',
          status: 'hidden',
          hiddenReason: '經查證為仲介冒充屋主刊登',
        }),
      }),
    ]);
    for (const reporter of [first, second]) {
      expect((await reportAlertsOf(reporter))[0].report).toMatchObject({
        role: 'reporter',
        status: 'hidden',
        listing: { id: listing!.id },
      });
    }
    // Settled once: a second decision is refused, and the poster cannot bring it back.
    const twice = await call('POST', `/v1/moderation/reports/${open[1].id}`, moderator, {
      action: 'dismiss',
    });
    expect(twice.statusCode).toBe(409);
    const back = await call('POST', `/v1/user/listings/${listing!.id}/status`, listing!.cookie, {
      status: 'active',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('這個物件已因檢舉被下架，不能再變更');
    const byPoster = await call(
      'POST',
      `/v1/user/listings/${owned[3]!.id}/status`,
      owned[3]!.cookie,
      {
        status: 'hidden',
      },
    );
    expect(byPoster.statusCode).toBe(400);
  });

  it('dismisses a report: the listing stays, the reporter is told', async () => {
    const [, , , listing] = owned;
    const reporter = await newMember();
    await report(reporter, { listingId: listing!.id, reason: 'address' });
    const [queued] = (await queue()).items.filter(
      (item: { listing: { id: number } }) => item.listing.id === listing!.id,
    );
    const dismissed = await call('POST', `/v1/moderation/reports/${queued.id}`, moderator, {
      action: 'dismiss',
    });
    expect(dismissed.json().data.settled).toBe(1);
    expect((await call('GET', `/v1/listings/${listing!.id}`)).json().status).toBe('active');
    expect((await reportAlertsOf(reporter))[0].report).toMatchObject({
      role: 'reporter',
      status: 'dismissed',
      hiddenReason: null,
    });
    expect((await queue('dismissed')).items.map((item: { id: number }) => item.id)).toContain(
      queued.id,
    );
  });
});
