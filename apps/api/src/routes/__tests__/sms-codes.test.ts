import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../db/schema/index.ts';
import { MOBILE_MESSAGE } from '../../services/sms/sms-codes.ts';
import { newMobile } from '../../test-support/members.ts';
import { readOutbox } from '../../test-support/sms.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  freshAddress,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 0 });
});
afterAll(() => api.close());

const askCode = (mobile: string, origin = SITE_ORIGIN) =>
  api.app.inject({
    method: 'POST',
    url: '/v1/sms/codes',
    remoteAddress: freshAddress(),
    headers: { origin },
    payload: { mobile, purpose: 'visit' },
  });
const outboxOf = (test: TestApp, mobile: string) => readOutbox(test.app, mobile);

describe('POST /v1/sms/codes', () => {
  it('sends a code to a mobile typed with dashes, kept in the development outbox', async () => {
    const mobile = newMobile();
    const typed = `${mobile.slice(0, 4)}-${mobile.slice(4, 7)}-${mobile.slice(7)}`;
    const response = await askCode(typed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, resendAfter: 60, expiresIn: 300 });
    const outbox = await outboxOf(api, mobile);
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().items).toEqual([
      {
        id: expect.any(Number),
        mobile,
        body: expect.stringMatching(/^【591房屋交易網】您的驗證碼為 \d{6}，5分鐘內有效。/),
        createdAt: expect.any(String),
      },
    ]);
  });

  it.each(['0812345678', '091234567', '09123456789', 'not a phone', ''])(
    'refuses %j at the mobile field',
    async (mobile) => {
      const response = await askCode(mobile);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'mobile',
        message: '請輸入正確的手機號碼（09 開頭共 10 碼）',
      });
    },
  );

  it('refuses a resend within 60 s with the seconds left', async () => {
    const mobile = newMobile();
    expect((await askCode(mobile)).statusCode).toBe(200);
    const again = await askCode(mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^請於 (60|59|58) 秒後再重新發送驗證碼$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(58);
  });

  it('refuses requests from other sites', async () => {
    expect((await askCode(newMobile(), FOREIGN_ORIGIN)).statusCode).toBe(403);
  });
});

describe('GET /v1/dev/sms-outbox', () => {
  it('shows a mobile’s texts newest first, and no one else’s', async () => {
    const mobile = newMobile();
    await askCode(mobile);
    // The first sent a minute ago: a resend is allowed.
    await api.db
      .update(smsCodes)
      .set({ createdAt: sql`${smsCodes.createdAt} - interval '61 seconds'` })
      .where(eq(smsCodes.mobile, mobile));
    await askCode(mobile);
    const items = (await outboxOf(api, mobile)).json().items as { id: number; mobile: string }[];
    expect(items).toHaveLength(2);
    expect(items[0]!.id).toBeGreaterThan(items[1]!.id);
    expect(items.every((item) => item.mobile === mobile)).toBe(true);
  });

  it('answers 404 when a real provider sends the texts', async () => {
    const sent: string[] = [];
    const provider = await createTestApp({
      listings: 0,
      sms: {
        async send(mobile) {
          sent.push(mobile);
        },
      },
    });
    try {
      const mobile = newMobile();
      const response = await provider.app.inject({
        method: 'POST',
        url: '/v1/sms/codes',
        headers: { origin: SITE_ORIGIN },
        payload: { mobile, purpose: 'visit' },
      });
      expect(response.statusCode).toBe(200);
      expect(sent).toEqual([mobile]);
      expect((await outboxOf(provider, mobile)).statusCode).toBe(404);
    } finally {
      await provider.close();
    }
  });

  it('answers another machine nothing, even behind the gateway, and no one the whole outbox', async () => {
    const mobile = newMobile();
    await askCode(mobile);
    const stranger = await api.app.inject({
      url: `/v1/dev/sms-outbox?mobile=${mobile}`,
      remoteAddress: freshAddress(),
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('簡訊寄件匣只開放給本機的開發環境');
    // The gateway on loopback forwards a visitor's address: the visitor is still a stranger.
    const forwarded = await api.app.inject({
      url: `/v1/dev/sms-outbox?mobile=${mobile}`,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(403);
    const everyone = await api.app.inject({
      url: '/v1/dev/sms-outbox',
      remoteAddress: '127.0.0.1',
    });
    expect(everyone.statusCode).toBe(400);
    expect(everyone.json()).toMatchObject({ field: 'mobile', message: MOBILE_MESSAGE });
  });
});
