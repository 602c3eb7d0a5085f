import { randomInt } from 'node:crypto';
import { tileOf } from '@591/config';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Two API processes on one database and one Redis, as behind a load balancer: what one
 * instance was told, the other must know. Run by `bash .ci/two-instances.sh`, which starts
 * them with SITE_DOMAIN=591.com.tw over http on port 8480 and API_RATE_LIMIT=30.
 */
const instanceA = process.env.INSTANCE_A_ORIGIN;
const instanceB = process.env.INSTANCE_B_ORIGIN;
if (!instanceA || !instanceB) {
  throw new Error(
    'INSTANCE_A_ORIGIN and INSTANCE_B_ORIGIN must name two running API instances, e.g. ' +
      'http://127.0.0.1:18091 and http://127.0.0.1:18092: run bash .ci/two-instances.sh',
  );
}

const RATE_LIMIT = Number(process.env.INSTANCE_RATE_LIMIT || 30);
/** 台北市中正區 獨立套房 at 14,321 元: everything publishing asks for. */
const RENTAL = {
  kind: 2,
  regionId: 1,
  districtId: 1,
  road: '測試路一段 8巷',
  lat: 25.031,
  lng: 121.514,
  title: '兩台主機都看得到的套房',
  price: 14_321,
  depositMonths: 2,
  area: 9.5,
  floor: 5,
  totalFloors: 12,
  posterRole: 'owner',
};
const SITE_PAGE_ORIGIN = 'http://rent.591.com.tw:8480';

/** Every check poses as visitors of its own: the API believes X-Forwarded-For from loopback. */
let nextVisitor = randomInt(1, 200);
const newVisitor = () => `192.0.2.${nextVisitor++}`;

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

function call(origin: string, path: string, visitor: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('X-Forwarded-For', visitor);
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`${origin}${path}`, { ...init, headers });
}

/** The code of the newest text to the mobile, read from the outbox as the machine itself. */
async function codeSentTo(origin: string, mobile: string): Promise<string> {
  const outbox = await json<{ items: { body: string }[] }>(
    await call(origin, `/v1/dev/sms-outbox?mobile=${mobile}`, '127.0.0.1'),
  );
  return /驗證碼為 (\d{6})，/.exec(outbox.items[0]!.body)![1]!;
}

/** Registers as a person does: the code asked through one instance, the form sent to `origin`. */
async function registerThrough(origin: string, visitor: string) {
  const mobile = `09${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
  const asked = await call(origin, '/v1/sms/codes', visitor, {
    method: 'POST',
    headers: { Origin: SITE_PAGE_ORIGIN },
    body: JSON.stringify({ mobile, purpose: 'register' }),
  });
  expect(asked.status).toBe(200);
  const response = await call(origin, '/v1/user/register', visitor, {
    method: 'POST',
    headers: { Origin: SITE_PAGE_ORIGIN },
    body: JSON.stringify({
      mobile,
      code: await codeSentTo(origin, mobile),
      password: 'correct horse battery',
      realname: '林大同',
      sex: 1,
    }),
  });
  expect(response.status).toBe(201);
  const session = response.headers.getSetCookie().find((c) => c.startsWith('member_session='));
  expect(session, 'the session cookie').toBeDefined();
  const { data } = await json<{ data: { user_id: number } }>(response);
  return { userId: data.user_id, mobile, cookie: session!.split(';')[0]! };
}

beforeAll(async () => {
  for (const origin of [instanceA, instanceB]) {
    const health = await json<object>(await call(origin, '/health', newVisitor()));
    expect(health, `${origin} must count rate limits in Redis`).toMatchObject({
      status: 'ok',
      redis: 'up',
    });
  }
});

describe('two API instances behind one load balancer', () => {
  it('knows on B a member who registered and logged in on A', async () => {
    const visitor = newVisitor();
    const { userId, cookie } = await registerThrough(instanceA, visitor);
    const oauth = await call(instanceB, '/v1/user/oauth', visitor, { headers: { Cookie: cookie } });
    expect(await oauth.json()).toMatchObject({ status: 1, data: { user_id: userId } });
  });

  it('refuses on B a visitor who used up the per-minute limit on A, and only them', async () => {
    const visitor = newVisitor();
    for (let request = 1; request <= RATE_LIMIT; request++) {
      const response = await call(instanceA, '/v1/app/configs', visitor);
      expect(response.status, `request ${request} through A`).toBe(200);
    }
    const refused = await call(instanceB, '/v1/app/configs', visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<{ message: string }>(refused)).message).toMatch(/^請求過於頻繁/);
    expect((await call(instanceB, '/v1/app/configs', newVisitor())).status).toBe(200);
  });

  it('shows on B the message a member sent through A', async () => {
    const visitor = newVisitor();
    const { cookie, mobile } = await registerThrough(instanceA, visitor);
    const list = await json<{ items: { id: number }[] }>(
      await call(instanceB, '/v1/rent/listings?pageSize=1', visitor),
    );
    const listingId = list.items[0]!.id;
    const text = `請問週末可以看屋嗎？(${visitor})`;
    const sent = await call(instanceA, '/home/housing/sendMsg', visitor, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: SITE_PAGE_ORIGIN },
      // The member's own mobile: no code to confirm it.
      body: JSON.stringify({ listingId, name: '林大同', mobile, message: text }),
    });
    expect(sent.status).toBe(201);
    const messages = await call(instanceB, '/v1/user/messages', visitor, {
      headers: { Cookie: cookie },
    });
    expect(messages.headers.get('cache-control')).toBe('private, no-store');
    expect((await json<{ data: { items: unknown[] } }>(messages)).data.items).toEqual([
      expect.objectContaining({ listingId, section: 'rent', message: text }),
    ]);
  });

  it('holds a member to one hourly limit of messages, whichever instance each went through', async () => {
    const visitor = newVisitor();
    const { cookie, mobile } = await registerThrough(instanceA, visitor);
    const list = await json<{ items: { id: number }[] }>(
      await call(instanceB, '/v1/sale/listings?pageSize=1', visitor),
    );
    const send = (origin: string) =>
      call(origin, '/home/housing/sendMsg', visitor, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: SITE_PAGE_ORIGIN },
        body: JSON.stringify({
          listingId: list.items[0]!.id,
          name: '林大同',
          mobile,
          message: '在嗎',
        }),
      });
    // 60 an hour (MESSAGES_PER_HOUR), half through each: counted apart, each would allow more.
    for (let sent = 1; sent <= 60; sent++) {
      const response = await send(sent % 2 ? instanceA : instanceB);
      expect(response.status, `message ${sent}`).toBe(201);
    }
    for (const origin of [instanceA, instanceB]) {
      const refused = await send(origin);
      expect(refused.status).toBe(429);
      expect((await json<{ message: string }>(refused)).message).toMatch(
        /^留言已達每小時 60 則上限/,
      );
    }
  });

  it('makes each alert once, whichever instance a listing was published through', async () => {
    const seeker = newVisitor();
    const owner = newVisitor();
    const { cookie: seekerCookie } = await registerThrough(instanceA, seeker);
    const { cookie: ownerCookie } = await registerThrough(instanceB, owner);
    const query = 'region=1&section=1&kind=2&price=10000_20000';
    const saved = await call(instanceA, '/v1/user/saved-searches', seeker, {
      method: 'POST',
      headers: { Cookie: seekerCookie, Origin: SITE_PAGE_ORIGIN },
      body: JSON.stringify({ section: 'rent', query, listPath: `/list?${query}` }),
    });
    expect(saved.status).toBe(201);
    const published: number[] = [];
    for (const origin of [instanceA, instanceB, instanceA, instanceB]) {
      const send = (path: string, method: string, body: object) =>
        call(origin, path, owner, {
          method,
          headers: { Cookie: ownerCookie, Origin: SITE_PAGE_ORIGIN },
          body: JSON.stringify(body),
        });
      const draft = await json<{ data: { id: number } }>(
        await send('/v1/user/drafts', 'POST', { section: 'rent', type: 1 }),
      );
      await send(`/v1/user/drafts/${draft.data.id}`, 'PUT', RENTAL);
      const listing = await send(`/v1/user/drafts/${draft.data.id}/publish`, 'POST', {});
      expect(listing.status).toBe(201);
      published.push((await json<{ data: { id: number } }>(listing)).data.id);
    }
    const alertedIds = async () => {
      const answer = await call(instanceB, '/v1/user/alerts', seeker, {
        headers: { Cookie: seekerCookie },
      });
      const { data } = await json<{ data: { items: { listing: { id: number } }[] } }>(answer);
      return data.items.map((item) => item.listing.id).sort((a, b) => a - b);
    };
    await expect.poll(alertedIds, { timeout: 20_000 }).toEqual(published);
    // Both instances' workers have had time to take every job: still one alert each.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await alertedIds()).toEqual(published);
  });

  it('counts a mobile’s texts and tries on both: a resend on B after A is refused, and five wrong tries kill the code', async () => {
    const visitor = newVisitor();
    const mobile = `09${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
    const post = (origin: string, path: string, body: object) =>
      call(origin, path, visitor, {
        method: 'POST',
        headers: { Origin: SITE_PAGE_ORIGIN },
        body: JSON.stringify(body),
      });
    expect((await post(instanceA, '/v1/sms/codes', { mobile, purpose: 'visit' })).status).toBe(200);
    const again = await post(instanceB, '/v1/sms/codes', { mobile, purpose: 'visit' });
    expect(again.status).toBe(429);
    expect((await json<{ message: string }>(again)).message).toMatch(/秒後再重新發送驗證碼$/);

    const projects = await json<{ items: { id: number; saleStatus: string; rooms: number[] }[] }>(
      await call(instanceA, '/v1/new-builds?regionid=1&pageSize=50', visitor),
    );
    const project = projects.items.find((item) => item.saleStatus === 'selling')!;
    const code = await codeSentTo(instanceB, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const book = (origin: string, typed: string) =>
      post(origin, `/v1/new-builds/${project.id}/visits`, {
        name: '林小姐',
        mobile,
        code: typed,
        date: tomorrow,
        partOfDay: 'afternoon',
        rooms: String(project.rooms[0] ?? ''),
        consent: true,
      });
    for (const origin of [instanceA, instanceB, instanceA, instanceB, instanceA]) {
      const refused = await book(origin, wrong);
      expect((await json<{ message: string }>(refused)).message).toBe('驗證碼不正確');
    }
    // The right code, on either instance, is too late: the code died with its fifth try.
    const late = await book(instanceB, code);
    expect(late.status).toBe(400);
    expect((await json<{ message: string }>(late)).message).toBe('驗證碼已過期，請重新發送');
  });

  it('shows a rental published through A in its map tile on B at the next request', async () => {
    const owner = newVisitor();
    const { cookie } = await registerThrough(instanceA, owner);
    // RENTAL's tile at zoom 13, read through B before and after.
    const { x, y } = tileOf(RENTAL.lat, RENTAL.lng, 13);
    const tilePath = `/v1/rent/map/tiles/13/${x}/${y}?region=1`;
    const first = await call(instanceB, tilePath, owner);
    const before = await json<{ total: number }>(first);
    const send = (path: string, body: object) =>
      call(instanceA, path, owner, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: SITE_PAGE_ORIGIN },
        body: JSON.stringify(body),
      });
    const draft = await json<{ data: { id: number } }>(
      await send('/v1/user/drafts', { section: 'rent', type: 1 }),
    );
    await call(instanceA, `/v1/user/drafts/${draft.data.id}`, owner, {
      method: 'PUT',
      headers: { Cookie: cookie, Origin: SITE_PAGE_ORIGIN },
      body: JSON.stringify(RENTAL),
    });
    expect((await send(`/v1/user/drafts/${draft.data.id}/publish`, {})).status).toBe(201);
    // B's copy of the tile is no longer current: its ETag names the old map version.
    const next = await call(instanceB, tilePath, owner, {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(next.status).toBe(200);
    expect((await json<{ total: number }>(next)).total).toBe(before.total + 1);
  });
});
