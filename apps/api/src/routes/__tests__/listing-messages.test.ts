import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations, listings } from '../../db/schema/index.ts';
import { newMobile } from '../../test-support/members.ts';
import { smsCode } from '../../test-support/sms.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  freshAddress,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
let listingId: number;
beforeAll(async () => {
  api = await createTestApp({ listings: 50 });
  const [first] = await api.db.select({ id: listings.id }).from(listings).limit(1);
  listingId = first!.id;
});
afterAll(() => api.close());

const valid = () => ({
  listingId,
  name: '林小美',
  mobile: '0912-345-678',
  message: '請問週末可以看屋嗎？',
});

function send(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return api.app.inject({
    method: 'POST',
    url: '/home/housing/sendMsg',
    remoteAddress: freshAddress(),
    headers: { origin: 'https://rent.591.com.tw', ...headers },
    payload,
  });
}

describe('POST /home/housing/sendMsg', () => {
  it('opens a conversation with the mobile as digits and answers 201 with the ids', async () => {
    const mobile = newMobile();
    const code = await smsCode(api.app, mobile, 'message');
    const typed = `${mobile.slice(0, 4)}-${mobile.slice(4, 7)}-${mobile.slice(7)}`;
    const response = await send({
      ...valid(),
      name: '  林小美 ',
      mobile: typed,
      message: ' 想看屋 ',
      code,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: 1,
      data: { id: expect.any(Number), conversationId: expect.any(Number) },
    });
    const [stored] = await api.db
      .select()
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(eq(conversationMessages.id, body.data.id));
    expect(stored!.conversations).toMatchObject({
      id: body.data.conversationId,
      listingId,
      seekerName: '林小美',
      seekerMobile: mobile,
      seekerMemberId: null,
    });
    expect(stored!.conversation_messages).toMatchObject({ author: 'seeker', body: '想看屋' });
  });

  it('asks a visitor for the code texted to the mobile, and spends it', async () => {
    const mobile = newMobile();
    const missing = await send({ ...valid(), mobile });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'code', message: '請輸入簡訊驗證碼' });
    const code = await smsCode(api.app, mobile, 'message');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await send({ ...valid(), mobile, code: wrong })).json()).toMatchObject({
      field: 'code',
    });
    expect((await send({ ...valid(), mobile, code })).statusCode).toBe(201);
    // A code opens one message: the next asks for a new one.
    expect((await send({ ...valid(), mobile, code })).statusCode).toBe(400);
  });

  it('names the field a person got wrong, in Chinese', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', '請填寫姓名（1 至 20 個字）'],
      [{ name: '   ' }, 'name', '請填寫姓名（1 至 20 個字）'],
      [{ name: '名'.repeat(21) }, 'name', '請填寫姓名（1 至 20 個字）'],
      [{ mobile: '0212345678' }, 'mobile', '請填寫正確的手機號碼，例如 0912-345-678'],
      [{ mobile: '0912-345-67' }, 'mobile', '請填寫正確的手機號碼，例如 0912-345-678'],
      [{ mobile: undefined }, 'mobile', '請填寫正確的手機號碼，例如 0912-345-678'],
      [{ message: '' }, 'message', '請填寫留言（1 至 500 個字）'],
      [{ message: '字'.repeat(501) }, 'message', '請填寫留言（1 至 500 個字）'],
    ];
    for (const [change, field, message] of cases) {
      const response = await send({ ...valid(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
    }
  });

  it('takes exactly 20 characters of name and 500 of message, counted as characters', async () => {
    const mobile = newMobile();
    const code = await smsCode(api.app, mobile, 'message');
    const response = await send({
      ...valid(),
      mobile,
      code,
      name: '𠮷'.repeat(20),
      message: '好'.repeat(500),
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 找不到該物件 for a listing that does not exist', async () => {
    const mobile = newMobile();
    const code = await smsCode(api.app, mobile, 'message');
    const response = await send({ ...valid(), mobile, code, listingId: 2_000_000_000 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: '找不到該物件' });
  });

  it('refuses a listing id that is not a listing id', async () => {
    for (const listingId of [0, -1, 'abc', 2_147_483_648]) {
      const response = await send({ ...valid(), listingId });
      expect(response.statusCode, String(listingId)).toBe(400);
    }
  });

  it('only takes messages from the site’s own pages', async () => {
    expect((await send(valid(), { origin: FOREIGN_ORIGIN })).statusCode).toBe(403);
    const noOrigin = await api.app.inject({
      method: 'POST',
      url: '/home/housing/sendMsg',
      remoteAddress: freshAddress(),
      payload: valid(),
    });
    expect(noOrigin.statusCode).toBe(403);
    const mobile = newMobile();
    const code = await smsCode(api.app, mobile, 'message');
    expect((await send({ ...valid(), mobile, code }, { origin: SITE_ORIGIN })).statusCode).toBe(
      201,
    );
  });

  it('limits one visitor address to 60 messages an hour, refused ones counted too', async () => {
    const remoteAddress = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/home/housing/sendMsg',
        remoteAddress,
        headers: { origin: SITE_ORIGIN },
        payload: { ...valid(), message: '' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
