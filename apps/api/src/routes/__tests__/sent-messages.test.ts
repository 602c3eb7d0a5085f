import type { Section } from '@591/config';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations, listings, members } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../services/sessions.ts';
import { newMobile, registerMember as registerAs } from '../../test-support/members.ts';
import { smsCode } from '../../test-support/sms.ts';
import { createTestApp, freshAddress, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
let rent: { id: number; title: string; type: number };
let sale: { id: number; title: string; type: number };
beforeAll(async () => {
  api = await createTestApp({ listings: 80 });
  const columns = { id: listings.id, title: listings.title, type: listings.type };
  const firstOf = async (section: Section) =>
    (await api.db.select(columns).from(listings).where(eq(listings.section, section)).limit(1))[0]!;
  rent = await firstOf('rent');
  sale = await firstOf('sale');
});
afterAll(() => api.close());

interface Member {
  id: number;
  cookie: string;
  mobile: string;
}

async function registerMember(): Promise<Member> {
  const { response, cookie, mobile } = await registerAs(api.app);
  return { id: response.json().data.user_id, cookie, mobile };
}

/** A message as the member (from their own mobile), or as a visitor with a code. */
async function sendMessage(listingId: number, message: string, member?: Member) {
  const mobile = member?.mobile ?? newMobile();
  const code = member ? undefined : await smsCode(api.app, mobile, 'message');
  const response = await api.app.inject({
    method: 'POST',
    url: '/home/housing/sendMsg',
    remoteAddress: freshAddress(),
    headers: { origin: 'https://rent.591.com.tw', ...(member && { cookie: member.cookie }) },
    payload: { listingId, name: '王小明', mobile, message, code },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}

const sentMessages = (cookie?: string, query = '') =>
  api.app.inject({ url: `/v1/user/messages${query}`, headers: cookie ? { cookie } : {} });

describe('GET /v1/user/messages', () => {
  it('lists the member’s sent messages newest first, with their listings', async () => {
    const member = await registerMember();
    const first = await sendMessage(rent.id, '請問還可以看房嗎？', member);
    const second = await sendMessage(sale.id, '請問屋齡與車位？', member);
    await sendMessage(rent.id, '訪客的留言');

    const response = await sentMessages(member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { data } = response.json();
    expect(data).toMatchObject({ total: 2, page: 1, pageSize: 30 });
    expect(data.items).toEqual([
      {
        id: second,
        listingId: sale.id,
        section: 'sale',
        type: sale.type,
        title: sale.title,
        message: '請問屋齡與車位？',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
      expect.objectContaining({ id: first, listingId: rent.id, section: 'rent' }),
    ]);
    expect(Date.parse(data.items[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(data.items[1].createdAt),
    );
  });

  it('keeps each member’s messages to themselves and pages through them', async () => {
    const one = await registerMember();
    const other = await registerMember();
    for (const text of ['一', '二', '三']) await sendMessage(rent.id, text, one);
    expect((await sentMessages(other.cookie)).json().data).toMatchObject({ total: 0, items: [] });
    const secondPage = (await sentMessages(one.cookie, '?page=2&pageSize=2')).json().data;
    expect(secondPage).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(secondPage.items.map((item: { message: string }) => item.message)).toEqual(['一']);
  });

  it('answers visitors and stale cookies with 401 in Chinese, never cached', async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=forged`]) {
      const response = await sentMessages(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: '請先登入會員' });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('keeps a leaving member’s messages for the poster, without the member', async () => {
    const member = await registerMember();
    const id = await sendMessage(rent.id, '還在嗎？', member);
    await api.db.delete(members).where(eq(members.id, member.id));
    const [kept] = await api.db
      .select({ memberId: conversations.seekerMemberId, body: conversationMessages.body })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(eq(conversationMessages.id, id));
    expect(kept).toEqual({ memberId: null, body: '還在嗎？' });
  });
});
