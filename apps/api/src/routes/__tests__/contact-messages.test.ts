import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, listings } from '../../db/schema/index.ts';
import { registerMember, sessionCookieOf } from '../../test-support/members.ts';
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
  api = await createTestApp({ listings: 30 });
  const [first] = await api.db.select({ id: listings.id }).from(listings).limit(1);
  listingId = first!.id;
});
afterAll(() => api.close());

const valid = () => ({
  topic: 'listing',
  message: '我的物件照片上傳後沒有顯示，請協助確認。',
  mobile: '0912-345-678',
  email: '',
  listingId: '',
});

function send(
  payload: Record<string, unknown>,
  { address = freshAddress(), cookie = '', origin = 'https://help.591.com.tw' } = {},
) {
  return api.app.inject({
    method: 'POST',
    url: '/v1/help/contact',
    remoteAddress: address,
    headers: { ...(origin && { origin }), ...(cookie && { cookie }) },
    payload,
  });
}

describe('POST /v1/help/contact', () => {
  it('keeps the message and answers 201 with a reference number of the day and its id', async () => {
    const response = await send({ ...valid(), message: '  照片沒有顯示，麻煩協助確認  ' });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json().data;
    expect(reference).toMatch(/^CS\d{8}-\d{6}$/);
    const id = Number(reference.slice(-6));
    const [stored] = await api.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({
      topic: 'listing',
      message: '照片沒有顯示，麻煩協助確認',
      mobile: '0912345678',
      email: null,
      listingId: null,
      memberId: null,
    });
  });

  it('takes an email instead of a mobile number, and a listing number that exists', async () => {
    const response = await send({
      ...valid(),
      mobile: '',
      email: 'lin@example.com',
      listingId: String(listingId),
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ topic: '' }, 'topic', '請選擇問題類型'],
    [{ topic: 'refund' }, 'topic', '請選擇問題類型'],
    [{ message: '太短了' }, 'message', '請描述你的問題（10 至 1000 個字）'],
    [{ message: '長'.repeat(1001) }, 'message', '請描述你的問題（10 至 1000 個字）'],
    [{ mobile: '', email: '' }, 'mobile', '請留下手機號碼或電子郵件，客服才能回覆你'],
    [{ mobile: '02-2345-6789' }, 'mobile', '請填寫正確的手機號碼，例如 0912-345-678'],
    [{ email: 'lin@' }, 'email', '請填寫正確的電子郵件，例如 name@example.com'],
    [{ listingId: 'R123' }, 'listingId', '物件編號只有數字，可在物件頁的網址或標題下方找到'],
    [{ listingId: '999999999' }, 'listingId', '找不到這個物件編號，請確認後再送出'],
  ])('refuses %j at the field it names, in Chinese', async (change, field, message) => {
    const response = await send({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
  });

  it('is written only from the site: another origin or none is refused', async () => {
    expect((await send(valid(), { origin: FOREIGN_ORIGIN })).statusCode).toBe(403);
    expect((await send(valid(), { origin: '' })).statusCode).toBe(403);
  });

  it('lets one visitor send ten in ten minutes, then asks them to wait', async () => {
    const address = freshAddress();
    for (let index = 0; index < 10; index += 1) {
      expect((await send(valid(), { address })).statusCode).toBe(201);
    }
    const refused = await send(valid(), { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/請求過於頻繁/);
  });
});

describe('GET /v1/user/contact-messages', () => {
  it("lists a member's own messages, newest first, with the reply once customer service answers", async () => {
    const { response } = await registerMember(api.app);
    const cookie = sessionCookieOf(response);
    const first = await send({ ...valid(), message: '第一則：帳號登入有問題' }, { cookie });
    await send({ ...valid(), topic: 'other', message: '第二則：想詢問刊登規則' }, { cookie });
    await send({ ...valid(), message: '別人的訊息，不應出現在清單' });
    const firstId = Number(first.json().data.reference.slice(-6));
    await api.db
      .update(contactMessages)
      .set({ reply: '您好，已為您處理。', repliedAt: new Date() })
      .where(eq(contactMessages.id, firstId));

    const list = await api.app.inject({
      method: 'GET',
      url: '/v1/user/contact-messages',
      remoteAddress: freshAddress(),
      headers: { origin: SITE_ORIGIN, cookie },
    });
    expect(list.statusCode).toBe(200);
    const { total, items } = list.json().data;
    expect(total).toBe(2);
    expect(items.map((item: { message: string }) => item.message)).toEqual([
      '第二則：想詢問刊登規則',
      '第一則：帳號登入有問題',
    ]);
    expect(items[0]).toMatchObject({ topicName: '其他問題', reply: null, repliedAt: null });
    expect(items[1]).toMatchObject({
      reference: first.json().data.reference,
      topicName: '刊登與物件',
      reply: '您好，已為您處理。',
    });
  });

  it('is for members only', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/v1/user/contact-messages',
      remoteAddress: freshAddress(),
      headers: { origin: SITE_ORIGIN },
    });
    expect(response.statusCode).toBe(401);
  });
});
