import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationLinks, smsCodes } from '../../db/schema/index.ts';
import { posterMobile } from '../../seed/poster-members.ts';
import type { PushData, PushSender } from '../../services/push-sender.ts';
import { newMobile, registerMember } from '../../test-support/members.ts';
import { seededOwners } from '../../test-support/seeded-owners.ts';
import { siteRequest } from '../../test-support/site-requests.ts';
import { newestText, outboxTexts, smsCode } from '../../test-support/sms.ts';
import { createTestApp, SITE_ORIGIN, type TestApp } from '../../test-support/test-app.ts';

const POSTER_PASSWORD = 'poster-test-password';

/** Web push at the edge: refuses while `pushFailures` lasts, as a provider in an outage does. */
const pushed: PushData[] = [];
let pushFailures = 0;
const push: PushSender = {
  async send(_tokens, data) {
    if (pushFailures > 0) {
      pushFailures -= 1;
      throw new Error('push provider unavailable');
    }
    pushed.push(data);
    return { staleTokens: [] };
  },
};

let api: TestApp;
/** Seeded listings posted by their owners, each with its owner's session. */
let owned: { id: number; title: string; cookie: string }[];
beforeAll(async () => {
  api = await createTestApp({ listings: 60, posterPassword: POSTER_PASSWORD, push });
  owned = await seededOwners(api, POSTER_PASSWORD, 3);
});
afterAll(() => api.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie = '', payload?: object) =>
  siteRequest(api.app, method, url, cookie, payload);

/** A visitor's message with a code, as the contact card sends it: the new message's ids. */
async function visitorMessage(listingId: number, mobile = newMobile(), message = '請問還在嗎？') {
  const code = await smsCode(api.app, mobile, 'message');
  const sent = await call('POST', '/home/housing/sendMsg', '', {
    listingId,
    name: '林小姐',
    mobile,
    message,
    code,
  });
  expect(sent.statusCode).toBe(201);
  return { mobile, ...(sent.json().data as { id: number; conversationId: number }) };
}

/** As if a minute passed since the mobile's last code: another may be sent. */
async function codeWaitOver(mobile: string) {
  await api.db
    .update(smsCodes)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(smsCodes.mobile, mobile));
}

/** The link the newest text to the mobile carries: its token. */
async function linkToken(mobile: string): Promise<string> {
  const text = await newestText(api.app, mobile);
  const token = /\/conversation\?t=([\w-]+)/.exec(text)?.[1];
  expect(token, text).toBeTruthy();
  return token!;
}

const inbox = async (cookie: string, query = '') =>
  (await call('GET', `/v1/user/conversations?role=poster${query}`, cookie)).json().data;
/** The header's member menu counts: unread conversations of each side. */
const unreadOf = async (cookie: string) =>
  (await call('GET', '/v1/user/alerts/unread', cookie)).json().data.conversations;

describe('a visitor’s message and the poster’s reply', () => {
  it('reaches the poster’s 收到的留言 unread, by listing, and the reply reaches the visitor by a texted link', async () => {
    const [listing] = owned;
    const { mobile, conversationId } = await visitorMessage(listing!.id);

    const counts = (await call('GET', '/v1/user/conversations/listings', listing!.cookie)).json();
    expect(counts.data).toEqual([
      {
        listing: expect.objectContaining({ id: listing!.id, title: listing!.title }),
        conversations: 1,
        unread: 1,
      },
    ]);
    expect(await unreadOf(listing!.cookie)).toEqual({ received: 1, sent: 0 });
    const page = await inbox(listing!.cookie, `&listingId=${listing!.id}`);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: conversationId,
        role: 'poster',
        with: '林小姐',
        seekerMobile: mobile,
        unread: true,
        handled: false,
        blocked: false,
        last: expect.objectContaining({ author: 'seeker', body: '請問還在嗎？' }),
      }),
    ]);
    const alerts = (await call('GET', '/v1/user/alerts', listing!.cookie)).json().data.items;
    expect(alerts[0]).toMatchObject({
      kind: 'message',
      listing: null,
      message: { conversationId, role: 'poster', from: '林小姐', body: '請問還在嗎？' },
    });

    const opened = await call('GET', `/v1/user/conversations/${conversationId}`, listing!.cookie);
    expect(opened.json().data).toMatchObject({ unread: false, messages: [{ author: 'seeker' }] });
    expect(await unreadOf(listing!.cookie)).toEqual({ received: 0, sent: 0 });

    const replied = await call(
      'POST',
      `/v1/user/conversations/${conversationId}/messages`,
      listing!.cookie,
      { body: ' 在的，週六可以看 ' },
    );
    expect(replied.statusCode).toBe(201);
    expect(replied.json().data.messages.at(-1)).toMatchObject({
      author: 'poster',
      body: '在的，週六可以看',
    });

    // The visitor opens the link of the text: the conversation, without the mobile shown.
    const token = await linkToken(mobile);
    const byLink = await call('GET', `/v1/conversations/link?t=${token}`);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json().data).toMatchObject({
      id: conversationId,
      role: 'seeker',
      seekerMobile: null,
      messages: [{ author: 'seeker' }, { author: 'poster', body: '在的，週六可以看' }],
    });
    const answered = await call('POST', `/v1/conversations/link/messages?t=${token}`, '', {
      body: '好的，週六見',
    });
    expect(answered.statusCode).toBe(201);
    expect((await inbox(listing!.cookie)).items[0]).toMatchObject({
      id: conversationId,
      unread: true,
    });
  });

  it('texts a visitor at most once an hour, however many replies', async () => {
    const [listing] = owned;
    const { mobile, conversationId } = await visitorMessage(listing!.id);
    for (const body of ['第一則', '第二則', '第三則']) {
      const replied = await call(
        'POST',
        `/v1/user/conversations/${conversationId}/messages`,
        listing!.cookie,
        { body },
      );
      expect(replied.statusCode).toBe(201);
    }
    const texts = await outboxTexts(api.app, mobile);
    expect(texts.filter((text: string) => text.includes('回覆了您'))).toHaveLength(1);
  });
});

describe('a member’s message', () => {
  it('needs no code from their own mobile, and the reply is in 我的訊息 and 通知中心, not texted', async () => {
    const [, listing] = owned;
    const seeker = await registerMember(api.app);
    const sent = await call('POST', '/home/housing/sendMsg', seeker.cookie, {
      listingId: listing!.id,
      name: '王小明',
      mobile: seeker.mobile,
      message: '可以養貓嗎？',
    });
    expect(sent.statusCode).toBe(201);
    const { conversationId } = sent.json().data;
    await call('POST', `/v1/user/conversations/${conversationId}/messages`, listing!.cookie, {
      body: '可以',
    });
    const mine = (await call('GET', '/v1/user/conversations?role=seeker', seeker.cookie)).json();
    expect(mine.data.items).toEqual([
      expect.objectContaining({
        id: conversationId,
        role: 'seeker',
        seekerMobile: null,
        unread: true,
        last: expect.objectContaining({ author: 'poster', body: '可以' }),
      }),
    ]);
    expect(await unreadOf(seeker.cookie)).toEqual({ received: 0, sent: 1 });
    const alerts = (await call('GET', '/v1/user/alerts', seeker.cookie)).json().data.items;
    expect(alerts[0]).toMatchObject({
      kind: 'message',
      message: { conversationId, role: 'seeker', body: '可以' },
    });
    expect(await newestText(api.app, seeker.mobile)).not.toContain('回覆了您');
  });

  it('is refused on the member’s own listing', async () => {
    const [listing] = owned;
    const sent = await call('POST', '/home/housing/sendMsg', listing!.cookie, {
      listingId: listing!.id,
      name: '屋主',
      mobile: posterMobile(listing!.id),
      message: '測試',
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('這是您刊登的物件，無法留言給自己');
  });
});

describe('who may read and write a conversation', () => {
  it('refuses every write from another site, whoever sends it', async () => {
    const [listing] = owned;
    const { mobile, conversationId } = await visitorMessage(listing!.id);
    // The poster's answer texts the visitor their link.
    await call('POST', `/v1/user/conversations/${conversationId}/messages`, listing!.cookie, {
      body: '您好',
    });
    const token = await linkToken(mobile);
    const writes: [Method, string, string, object][] = [
      [
        'POST',
        '/home/housing/sendMsg',
        '',
        { listingId: listing!.id, name: '林', mobile, message: '在嗎' },
      ],
      [
        'POST',
        `/v1/user/conversations/${conversationId}/messages`,
        listing!.cookie,
        { body: '在' },
      ],
      [
        'POST',
        `/v1/user/conversations/${conversationId}/handled`,
        listing!.cookie,
        { handled: true },
      ],
      [
        'POST',
        `/v1/user/conversations/${conversationId}/block`,
        listing!.cookie,
        { blocked: true },
      ],
      ['PUT', '/v1/user/quick-replies', listing!.cookie, { items: ['您好'] }],
      ['POST', `/v1/conversations/link/messages?t=${token}`, '', { body: '在嗎' }],
      ['POST', `/v1/conversations/link/viewings/cancel?t=${token}`, '', { id: 1, reason: '改期' }],
      ['POST', '/v1/user/reports', listing!.cookie, { listingId: owned[1]!.id, reason: 'price' }],
    ];
    for (const [method, url, cookie, payload] of writes) {
      const response = await siteRequest(
        api.app,
        method,
        url,
        cookie,
        payload,
        'https://evil.example',
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // Nothing was written: the conversation is as it was.
    const after = (
      await call('GET', `/v1/user/conversations/${conversationId}`, listing!.cookie)
    ).json();
    expect(after.data).toMatchObject({ handled: false, blocked: false });
    expect(after.data.messages).toHaveLength(2);
  });

  it('is the two sides only: another member, another poster and a visitor get 404 or 401', async () => {
    const [listing, other] = owned;
    const { conversationId } = await visitorMessage(listing!.id);
    const stranger = await registerMember(api.app);
    for (const cookie of [stranger.cookie, other!.cookie]) {
      for (const [method, url, body] of [
        ['GET', `/v1/user/conversations/${conversationId}`, undefined],
        ['POST', `/v1/user/conversations/${conversationId}/messages`, { body: '嗨' }],
        ['POST', `/v1/user/conversations/${conversationId}/handled`, { handled: true }],
        ['POST', `/v1/user/conversations/${conversationId}/block`, { blocked: true }],
      ] as const) {
        const response = await call(method, url, cookie, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toBe('找不到這則對話');
      }
      expect((await inbox(cookie, `&listingId=${listing!.id}`)).items).toEqual([]);
    }
    const visitor = await call('GET', `/v1/user/conversations/${conversationId}`);
    expect(visitor.statusCode).toBe(401);
  });

  it('opens by link only the conversation the link was texted for, and not once expired', async () => {
    const [listing] = owned;
    const first = await visitorMessage(listing!.id);
    const second = await visitorMessage(listing!.id);
    for (const each of [first, second]) {
      await call(
        'POST',
        `/v1/user/conversations/${each.conversationId}/messages`,
        listing!.cookie,
        {
          body: '您好',
        },
      );
    }
    const token = await linkToken(first.mobile);
    expect((await call('GET', `/v1/conversations/link?t=${token}`)).json().data.id).toBe(
      first.conversationId,
    );
    const forged = await call('GET', '/v1/conversations/link?t=not-a-real-token');
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe('這個連結無效，請確認簡訊中的網址');

    await api.db.update(conversationLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    for (const response of [
      await call('GET', `/v1/conversations/link?t=${token}`),
      await call('POST', `/v1/conversations/link/messages?t=${token}`, '', { body: '還在嗎' }),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe('這個連結已過期，請登入會員或重新留言');
    }
  });

  it('refuses a reply that is empty or too long, in the form’s words', async () => {
    const [listing] = owned;
    const { conversationId } = await visitorMessage(listing!.id);
    for (const body of [{}, { body: '  ' }, { body: '字'.repeat(501) }]) {
      const response = await call(
        'POST',
        `/v1/user/conversations/${conversationId}/messages`,
        listing!.cookie,
        body,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'body',
        message: '請填寫留言（1 至 500 個字）',
      });
    }
  });
});

describe('a 預約看屋 in the conversation', () => {
  /** A visitor's booking of the first free slot, confirmed by code: the booking's id. */
  async function visitorBooking(listingId: number, mobile: string) {
    const slots = (await call('GET', `/v1/reservation/get?listingId=${listingId}`)).json().data;
    const slot = slots.days.flatMap((day: { slots: { start: string; free: number }[] }) =>
      day.slots.filter((each) => each.free > 0),
    )[0];
    const booked = await call('POST', '/v1/reservation/create', '', {
      listingId,
      slotStart: slot.start,
      name: '陳先生',
      mobile,
      consent: true,
      code: await smsCode(api.app, mobile, 'viewing'),
    });
    expect(booked.statusCode).toBe(201);
    return booked.json().data.id as number;
  }

  const cancelByLink = (token: string, id: number, reason: string) =>
    call('POST', `/v1/conversations/link/viewings/cancel?t=${token}`, '', { id, reason });

  it('writes each change where the two sides talk, and the visitor cancels by the texted link', async () => {
    const [, listing] = owned;
    const mobile = newMobile();
    const viewingId = await visitorBooking(listing!.id, mobile);
    // The booking's text carries the link to its conversation, opened by the booking itself.
    const token = await linkToken(mobile);
    const opened = (await call('GET', `/v1/conversations/link?t=${token}`)).json().data;
    expect(opened.messages).toEqual([
      expect.objectContaining({
        author: 'system',
        body: expect.stringMatching(/^預約看屋 .+，等待屋主確認$/),
      }),
    ]);
    expect(opened.viewings).toEqual([
      { id: viewingId, when: expect.any(String), status: 'requested' },
    ]);

    const confirmed = await call('POST', '/v1/reservation/update', listing!.cookie, {
      id: viewingId,
      action: 'confirm',
    });
    expect(confirmed.statusCode).toBe(200);
    const poster = await call('GET', `/v1/user/conversations/${opened.id}`, listing!.cookie);
    expect(poster.json().data.messages.at(-1)).toMatchObject({
      author: 'system',
      body: expect.stringMatching(/^屋主已確認看屋時間 /),
    });

    // A stranger's link and a booking of another conversation cancel nothing.
    const other = newMobile();
    const otherId = await visitorBooking(listing!.id, other);
    const refused = await cancelByLink(token, otherId, '改期');
    expect(refused.statusCode).toBe(404);
    const noReason = await cancelByLink(token, viewingId, ' ');
    expect(noReason.json()).toMatchObject({ field: 'reason', message: '請填寫取消原因' });
    const forged = await cancelByLink('nope', viewingId, '改期');
    expect(forged.statusCode).toBe(404);

    const cancelled = await cancelByLink(token, viewingId, '臨時有事');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.viewings).toEqual([
      expect.objectContaining({ id: viewingId, status: 'cancelled' }),
    ]);
    expect(cancelled.json().data.messages.at(-1).body).toMatch(
      /^預約人取消了 .+ 的預約看屋（原因：臨時有事）$/,
    );
    const alerts = (await call('GET', '/v1/user/alerts', listing!.cookie)).json().data.items;
    expect(alerts[0]).toMatchObject({
      kind: 'viewing',
      viewing: { event: 'cancelled', booking: { id: viewingId, status: 'cancelled' } },
    });
    const again = await cancelByLink(token, viewingId, '臨時有事');
    expect(again.statusCode).toBe(409);
  });
});

describe('the poster’s 已處理 and 封鎖', () => {
  it('marks a conversation handled until the seeker writes again', async () => {
    const [listing] = owned;
    const { mobile, conversationId } = await visitorMessage(listing!.id);
    const url = `/v1/user/conversations/${conversationId}`;
    expect(
      (await call('POST', `${url}/handled`, listing!.cookie, { handled: true })).statusCode,
    ).toBe(200);
    expect((await call('GET', url, listing!.cookie)).json().data.handled).toBe(true);
    await codeWaitOver(mobile);
    await visitorMessage(listing!.id, mobile, '再請問一下');
    expect((await call('GET', url, listing!.cookie)).json().data.handled).toBe(false);
  });

  it('refuses a blocked sender’s later messages, by message and by link, until unblocked', async () => {
    const [listing] = owned;
    const { mobile, conversationId } = await visitorMessage(listing!.id);
    await call('POST', `/v1/user/conversations/${conversationId}/messages`, listing!.cookie, {
      body: '請問您是？',
    });
    const token = await linkToken(mobile);
    const url = `/v1/user/conversations/${conversationId}/block`;
    expect((await call('POST', url, listing!.cookie, { blocked: true })).statusCode).toBe(200);
    expect(
      (await inbox(listing!.cookie)).items.find((c: { id: number }) => c.id === conversationId),
    ).toMatchObject({ blocked: true });

    await codeWaitOver(mobile);
    const code = await smsCode(api.app, mobile, 'message');
    const again = await call('POST', '/home/housing/sendMsg', '', {
      listingId: listing!.id,
      name: '林小姐',
      mobile,
      message: '又是我',
      code,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('刊登者已不再接收您的留言');
    const byLink = await call('POST', `/v1/conversations/link/messages?t=${token}`, '', {
      body: '又是我',
    });
    expect(byLink.statusCode).toBe(403);

    await call('POST', url, listing!.cookie, { blocked: false });
    const allowed = await call('POST', `/v1/conversations/link/messages?t=${token}`, '', {
      body: '謝謝',
    });
    expect(allowed.statusCode).toBe(201);
  });
});

describe('the hourly limit of messages', () => {
  it('holds a member to 60 an hour, messages and replies together, in words with the wait', async () => {
    const [listing] = owned;
    const { cookie, mobile } = await registerMember(api.app, { realname: '多' });
    const send = () =>
      call('POST', '/home/housing/sendMsg', cookie, {
        listingId: listing!.id,
        name: '多先生',
        mobile,
        message: '請問還在嗎？',
      });
    let conversationId = 0;
    for (let sent = 1; sent < 60; sent++) {
      const response = await send();
      expect(response.statusCode, `message ${sent}`).toBe(201);
      conversationId = response.json().data.conversationId;
    }
    const reply = await call('POST', `/v1/user/conversations/${conversationId}/messages`, cookie, {
      body: '第六十則',
    });
    expect(reply.statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('留言已達每小時 60 則上限，請於 60 分鐘後再試');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_500);
    // Counted per member: another member writes on.
    const other = await registerMember(api.app);
    const theirs = await call('POST', '/home/housing/sendMsg', other.cookie, {
      listingId: listing!.id,
      name: '王先生',
      mobile: other.mobile,
      message: '請問還在嗎？',
    });
    expect(theirs.statusCode).toBe(201);
  });
});

describe('a message’s push', () => {
  /** Pushes are sent by a job a moment after the message: wait for the one matching. */
  async function untilPushed(match: (data: PushData) => boolean) {
    const deadline = Date.now() + 30_000;
    while (!pushed.some(match) && Date.now() < deadline) {
      // A push the provider refused waits 30 s to be tried again: the test does not wait.
      await api.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'alert-push' and state = 'retry'`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return pushed.filter(match);
  }

  it('reaches the poster’s browser through the job queue, once, after the provider failed', async () => {
    const [, , listing] = owned;
    const browser = await api.app.inject({
      method: 'POST',
      url: '/v1/user/privacy',
      headers: { origin: SITE_ORIGIN, cookie: listing!.cookie, device: 'pc' },
      payload: { fcm_token: 'poster-browser-token-0123456789' },
    });
    expect(browser.statusCode).toBe(200);
    pushFailures = 2;
    const { conversationId } = await visitorMessage(listing!.id, newMobile(), '請問有電梯嗎？');
    const toPoster = await untilPushed((data) => data.body === '請問有電梯嗎？');
    expect(pushFailures).toBe(0);
    expect(toPoster).toEqual([
      expect.objectContaining({
        title: `林小姐留言詢問「${listing!.title}」`,
        link_url: expect.stringMatching(new RegExp(`/center/conversations/${conversationId}$`)),
      }),
    ]);
  });
});

describe('快速回覆', () => {
  it('keeps the poster’s phrases in order, at most 10, each 1 to 200 characters, to themselves', async () => {
    const [listing, other] = owned;
    const saved = await call('PUT', '/v1/user/quick-replies', listing!.cookie, {
      items: [' 您好，物件還在 ', '週末可看屋'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.items).toEqual(['您好，物件還在', '週末可看屋']);
    expect((await call('GET', '/v1/user/quick-replies', other!.cookie)).json().data.items).toEqual(
      [],
    );
    for (const items of [
      Array.from({ length: 11 }, (_, n) => `第${n}則`),
      [''],
      ['字'.repeat(201)],
    ]) {
      const refused = await call('PUT', '/v1/user/quick-replies', listing!.cookie, { items });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('items');
    }
    expect(
      (await call('GET', '/v1/user/quick-replies', listing!.cookie)).json().data.items,
    ).toEqual(['您好，物件還在', '週末可看屋']);
  });
});
