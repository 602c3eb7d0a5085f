import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, listingDrafts, listings } from '../../db/schema/index.ts';
import { newMobile, registerMember } from '../../test-support/members.ts';
import { COMPLETE_RENT } from '../../test-support/postings.ts';
import { smsCode } from '../../test-support/sms.ts';
import {
  createTestApp,
  freshAddress,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
let listingId: number;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
  const [listing] = await api.db.select({ id: listings.id }).from(listings).limit(1);
  listingId = listing!.id;
});
afterAll(() => api.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url,
    remoteAddress: freshAddress(),
    headers: { origin: SITE_ORIGIN, ...headers },
    payload,
  });

const messagesOf = async (conversationId: number) => {
  const [row] = await api.db
    .select({ n: count() })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId));
  return row!.n;
};

/** A member's conversation with the poster of a listing, opened by their first message. */
async function openConversation() {
  const member = await registerMember(api.app);
  const sent = await post(
    '/home/housing/sendMsg',
    { listingId, name: '王小明', mobile: member.mobile, message: '請問還可以看房嗎？' },
    { cookie: member.cookie },
  );
  expect(sent.statusCode).toBe(201);
  return { cookie: member.cookie, conversationId: sent.json().data.conversationId as number };
}

describe('writes sent again with an Idempotency-Key', () => {
  it('stores a reply once however often it is sent, answering each copy the same', async () => {
    const { cookie, conversationId } = await openConversation();
    const url = `/v1/user/conversations/${conversationId}/messages`;
    const headers = { cookie, 'idempotency-key': 'reply-7d1f0c2e-first' };
    // Sent four times at once (a tap again while the first is on its way, a client's retries).
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => post(url, { body: '週六上午方便嗎？' }, headers)),
    );
    const first = answers.find((answer) => answer.headers['idempotent-replayed'] === undefined)!;
    const copies = answers.filter((answer) => answer !== first);
    expect(first.statusCode).toBe(201);
    expect(copies).toHaveLength(3);
    for (const copy of copies) {
      expect(copy.statusCode).toBe(201);
      expect(copy.headers['idempotent-replayed']).toBe('true');
      expect(copy.json()).toEqual(first.json());
    }
    expect(await messagesOf(conversationId)).toBe(2);
    // A new key is a new message.
    const next = await post(
      url,
      { body: '週六上午方便嗎？' },
      { ...headers, 'idempotency-key': 'reply-7d1f0c2e-second' },
    );
    expect(next.statusCode).toBe(201);
    expect(next.headers['idempotent-replayed']).toBeUndefined();
    expect(await messagesOf(conversationId)).toBe(3);
  });

  it('refuses a key used before with another request, and one no client would send', async () => {
    const { cookie, conversationId } = await openConversation();
    const url = `/v1/user/conversations/${conversationId}/messages`;
    const headers = { cookie, 'idempotency-key': 'reply-reused-key-1' };
    expect((await post(url, { body: '第一則' }, headers)).statusCode).toBe(201);
    const reused = await post(url, { body: '另一則' }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('這個 Idempotency-Key 已用於另一個請求，請以新的鍵送出。');
    for (const key of ['short', 'has space in it', 'x'.repeat(256)]) {
      const refused = await post(url, { body: '第三則' }, { cookie, 'idempotency-key': key });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Idempotency-Key 格式有誤/);
    }
    expect(await messagesOf(conversationId)).toBe(2);
  });

  it('keeps each member’s keys their own', async () => {
    const mine = await openConversation();
    const theirs = await openConversation();
    const key = { 'idempotency-key': 'the-same-key-by-chance' };
    const first = await post(
      `/v1/user/conversations/${mine.conversationId}/messages`,
      { body: '我的訊息' },
      { cookie: mine.cookie, ...key },
    );
    const second = await post(
      `/v1/user/conversations/${theirs.conversationId}/messages`,
      { body: '他的訊息' },
      { cookie: theirs.cookie, ...key },
    );
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await messagesOf(theirs.conversationId)).toBe(2);
  });

  it('stores a visitor’s message to a poster once, its code used once', async () => {
    const mobile = newMobile();
    const code = await smsCode(api.app, mobile, 'message');
    const payload = { listingId, name: '林小姐', mobile, message: '想約週末看房', code };
    const headers = { 'idempotency-key': `visitor-message-${mobile}` };
    const first = await post('/home/housing/sendMsg', payload, headers);
    const again = await post('/home/housing/sendMsg', payload, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await messagesOf(first.json().data.conversationId)).toBe(1);
    // Without the key the code, used by the first, is refused: the key is what makes a retry safe.
    expect((await post('/home/housing/sendMsg', payload)).statusCode).toBe(400);
  });

  it('publishes a draft once, sent again with its key or tapped twice without one', async () => {
    const member = await registerMember(api.app);
    const memberId = member.response.json().data.user_id as number;
    const newDraft = async () => {
      const draft = await post(
        '/v1/user/drafts',
        { section: 'rent', type: 1 },
        { cookie: member.cookie },
      );
      const id = draft.json().data.id as number;
      const saved = await api.app.inject({
        method: 'PUT',
        url: `/v1/user/drafts/${id}`,
        headers: { origin: SITE_ORIGIN, cookie: member.cookie },
        payload: COMPLETE_RENT,
      });
      expect(saved.statusCode).toBe(200);
      return `/v1/user/drafts/${id}/publish`;
    };
    const listingsOfMember = async () => {
      const [row] = await api.db
        .select({ n: count() })
        .from(listings)
        .where(eq(listings.memberId, memberId));
      return row!.n;
    };

    const keyed = await newDraft();
    const headers = { cookie: member.cookie, 'idempotency-key': `publish-${memberId}-1` };
    const [first, second] = await Promise.all([post(keyed, {}, headers), post(keyed, {}, headers)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    expect(second!.json()).toEqual(first!.json());
    const again = await post(keyed, {}, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first!.json());
    expect(await listingsOfMember()).toBe(1);

    // Two taps without a key: one listing; the other finds the draft gone (409 when it had read
    // the draft before the first committed, 404 after).
    const unkeyed = await newDraft();
    const taps = await Promise.all([1, 2].map(() => post(unkeyed, {}, { cookie: member.cookie })));
    const [published, refused] = taps.sort((a, b) => a.statusCode - b.statusCode);
    expect(published!.statusCode).toBe(201);
    expect([404, 409]).toContain(refused!.statusCode);
    expect(refused!.json().message).toMatch(/已刊登|已經刊登/);
    expect(await listingsOfMember()).toBe(2);
  });

  it('makes one draft of a new posting sent again with its key', async () => {
    const member = await registerMember(api.app);
    const headers = { cookie: member.cookie, 'idempotency-key': 'new-draft-5b0e-first' };
    const body = { section: 'rent', type: 1 };
    // The first try's answer lost when its instance died; the copy reaches another instance.
    const [first, copy] = await Promise.all([
      post('/v1/user/drafts', body, headers),
      post('/v1/user/drafts', body, headers),
    ]);
    expect([first!.statusCode, copy!.statusCode]).toEqual([201, 201]);
    expect(copy!.json()).toEqual(first!.json());
    const again = await post('/v1/user/drafts', body, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first!.json());

    const drafts = await api.db
      .select({ id: listingDrafts.id })
      .from(listingDrafts)
      .where(eq(listingDrafts.memberId, member.response.json().data.user_id as number));
    expect(drafts).toEqual([{ id: first!.json().data.id }]);
  });
});
