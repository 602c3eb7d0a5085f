import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listings,
  pushReachEvents,
  pushTokens,
  recommendationReports,
} from '../../db/schema/index.ts';
import { registerMember } from '../../test-support/members.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  freshAddress,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 200 });
});
afterAll(() => api.close());

const DEVICE_ID = 'V1StGXR8_Z5jdHi6B-myT';

function multipart(fields: Record<string, string>, boundary = '----form591') {
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return {
    payload: `${body}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const group = (exposures: number, clickCount = 0) =>
  JSON.stringify({ exposures, clicks: 0, click_count: clickCount });
const reportFields = {
  type: '1',
  post_id: '42',
  device: 'pc',
  deviceid: DEVICE_ID,
  nearby: group(5, 1),
  similar_price: group(3),
  similar_area: group(0),
};

function sendReport(fields: Record<string, string>, origin: string | null = SITE_ORIGIN) {
  const { payload, contentType } = multipart(fields);
  return api.app.inject({
    method: 'POST',
    url: '/home/detail/recommend/report',
    remoteAddress: freshAddress(),
    headers: { 'content-type': contentType, ...(origin && { origin }) },
    payload,
  });
}

describe('recommendation report beacon', () => {
  it('stores one row per group from a multipart beacon', async () => {
    const response = await sendReport(reportFields);
    expect(response.statusCode, response.body).toBe(204);
    const rows = await api.db
      .select()
      .from(recommendationReports)
      .where(eq(recommendationReports.listingId, 42));
    expect(rows.map((row) => [row.groupName, row.exposures, row.clickCount]).sort()).toEqual([
      ['nearby', 5, 1],
      ['similar_area', 0, 0],
      ['similar_price', 3, 0],
    ]);
    expect(rows[0]).toMatchObject({ listingType: 1, device: 'pc', deviceId: DEVICE_ID });
  });

  it('refuses beacons from other sites or without an origin', async () => {
    expect((await sendReport(reportFields, FOREIGN_ORIGIN)).statusCode).toBe(403);
    expect((await sendReport(reportFields, null)).statusCode).toBe(403);
  });

  it.each([
    [{ ...reportFields, nearby: 'not json' }, 'body/nearby'],
    [
      { ...reportFields, similar_price: '{"exposures":-1,"clicks":0,"click_count":0}' },
      'body/similar_price',
    ],
    [{ ...reportFields, type: '3' }, 'body/type'],
    [{ ...reportFields, post_id: '99999999999' }, 'body/post_id'],
    [{ ...reportFields, deviceid: 'short' }, 'body/deviceid'],
    [{ ...reportFields, device: 'toaster' }, 'body/device'],
    [{ type: '1', post_id: '1', device: 'pc', deviceid: DEVICE_ID }, 'body/nearby'],
  ])('rejects a bad report %# naming the field', async (fields, field) => {
    const response = await sendReport(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('answers 413 to a body over 64 KiB and 411 to one without a length', async () => {
    const big = sendReport({ ...reportFields, filler: 'x'.repeat(70 * 1024) });
    expect((await big).statusCode).toBe(413);
    // A chunked body declares no length up front; only a real socket sends one.
    const { payload, contentType } = multipart({ ...reportFields, filler: 'y'.repeat(70 * 1024) });
    const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${address}/home/detail/recommend/report`, {
        method: 'POST',
        headers: { 'content-type': contentType, origin: SITE_ORIGIN },
      });
      request.on('response', (response) => resolve(response.statusCode ?? 0));
      request.on('error', reject);
      for (let i = 0; i < payload.length; i += 8192) request.write(payload.slice(i, i + 8192));
      request.end();
    });
    expect(status).toBe(411);
  });

  it('refuses file parts and unsupported content types', async () => {
    const boundary = '----file';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="nearby"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const file = await api.app.inject({
      method: 'POST',
      url: '/home/detail/recommend/report',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: SITE_ORIGIN },
      payload,
    });
    expect(file.statusCode).toBeGreaterThanOrEqual(400);
    expect(file.statusCode).toBeLessThan(500);
    const xml = await api.app.inject({
      method: 'POST',
      url: '/home/detail/recommend/report',
      headers: { 'content-type': 'application/xml', origin: SITE_ORIGIN },
      payload: '<report/>',
    });
    expect(xml.statusCode).toBe(415);
  });

  it('rate-limits a burst of beacons from one client', async () => {
    const address = freshAddress();
    const { payload, contentType } = multipart(reportFields);
    let limited = 0;
    for (let i = 0; i < 65; i++) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/home/detail/recommend/report',
        remoteAddress: address,
        headers: { 'content-type': contentType, origin: SITE_ORIGIN },
        payload,
      });
      if (response.statusCode === 429) limited++;
    }
    expect(limited).toBe(5);
  });
});

describe('push', () => {
  async function member() {
    const { response, cookie } = await registerMember(api.app, { realname: '張' });
    return { id: response.json().data.user_id as number, cookie };
  }
  const privacy = (token: string, headers: Record<string, string>) =>
    api.app.inject({
      method: 'POST',
      url: '/v1/user/privacy',
      headers: { origin: SITE_ORIGIN, ...headers },
      payload: { fcm_token: token },
    });

  it('stores the token per member and device, replacing the previous one', async () => {
    const { id, cookie } = await member();
    expect(
      (await privacy('token-aaaaaaaaaaaaaaaaaaaa:1', { cookie, device: 'pc' })).json(),
    ).toEqual({ status: 1 });
    expect(
      (await privacy('token-bbbbbbbbbbbbbbbbbbbb:2', { cookie, device: 'pc' })).statusCode,
    ).toBe(200);
    expect(
      (await privacy('token-cccccccccccccccccccc:3', { cookie, device: 'touch' })).statusCode,
    ).toBe(200);
    const rows = await api.db.select().from(pushTokens).where(eq(pushTokens.memberId, id));
    expect(rows.map((row) => [row.device, row.fcmToken]).sort()).toEqual([
      ['pc', 'token-bbbbbbbbbbbbbbbbbbbb:2'],
      ['touch', 'token-cccccccccccccccccccc:3'],
    ]);
  });

  it('keeps no visitor’s token, and forgets a member’s once the browser sends it logged out', async () => {
    expect((await privacy('visitor-token-xxxxxxxxxxxxx', { device: 'touch' })).statusCode).toBe(
      200,
    );
    const stored = (token: string) =>
      api.db.select().from(pushTokens).where(eq(pushTokens.fcmToken, token));
    expect(await stored('visitor-token-xxxxxxxxxxxxx')).toEqual([]);
    // Logged out on a shared computer: the token no longer tells that member of anything.
    const { cookie } = await member();
    await privacy('shared-token-yyyyyyyyyyyyyyyy', { cookie, device: 'pc' });
    expect(await stored('shared-token-yyyyyyyyyyyyyyyy')).toHaveLength(1);
    await privacy('shared-token-yyyyyyyyyyyyyyyy', { device: 'pc' });
    expect(await stored('shared-token-yyyyyyyyyyyyyyyy')).toEqual([]);
  });

  it('needs the device header and a plausible token', async () => {
    const noDevice = await privacy('token-dddddddddddddddddddd', {});
    expect(noDevice.statusCode).toBe(400);
    expect(noDevice.json().message).toContain('headers/device');
    expect((await privacy('short', { device: 'pc' })).statusCode).toBe(400);
    expect((await privacy('bad token with spaces !!!!!!!', { device: 'pc' })).statusCode).toBe(400);
    expect(
      (await privacy('token-eeeeeeeeeeeeeeeeeeee', { device: 'pc', origin: FOREIGN_ORIGIN }))
        .statusCode,
    ).toBe(403);
  });

  const batchStat = (body: unknown, headers: Record<string, string> = { origin: SITE_ORIGIN }) =>
    api.app.inject({
      method: 'POST',
      url: '/push/fcm/batch-stat',
      remoteAddress: freshAddress(),
      headers: { device: 'pc', ...headers },
      payload: body as object,
    });

  it('records reach stats from the JSON string of items', async () => {
    const data = JSON.stringify([
      { id: 'p-1', record_id: 77, action: 'reach' },
      { id: 9, record_id: 'r-9', action: 'reach' },
    ]);
    const response = await batchStat({ data, device: 'pc' });
    expect(response.json()).toEqual({ status: 1, data: { received: 2 } });
    const rows = await api.db.select().from(pushReachEvents);
    expect(rows.map((row) => [row.pushId, row.recordId]).sort()).toEqual([
      ['9', 'r-9'],
      ['p-1', '77'],
    ]);
  });

  it.each([
    [{ data: 'nope', device: 'pc' }, 'body/data'],
    [{ data: '{}', device: 'pc' }, 'body/data'],
    [{ data: '[]', device: 'pc' }, 'body/data'],
    [{ data: '[{"id":1,"record_id":2,"action":"click"}]', device: 'pc' }, 'body/data'],
    [{ data: '[{"id":{"$gt":1},"record_id":2,"action":"reach"}]', device: 'pc' }, 'body/data'],
    [{ data: '[{"id":1,"record_id":2,"action":"reach"}]' }, 'body/device'],
  ])('rejects bad stats %# naming the field', async (body, field) => {
    const response = await batchStat(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('refuses stats from other sites and bodies over 64 KiB', async () => {
    const data = '[{"id":1,"record_id":2,"action":"reach"}]';
    expect((await batchStat({ data, device: 'pc' }, { origin: FOREIGN_ORIGIN })).statusCode).toBe(
      403,
    );
    expect(
      (await batchStat({ data, device: 'pc' }, { referer: 'https://rent.591.com.tw/123' }))
        .statusCode,
    ).toBe(200);
    const huge = await batchStat({ data: 'x'.repeat(70 * 1024), device: 'pc' });
    expect(huge.statusCode).toBe(413);
  });
});

describe('detail visit stat', () => {
  it('counts a view of a listing', async () => {
    const [before] = await api.db
      .select({ views: listings.viewCount })
      .from(listings)
      .where(eq(listings.id, 7));
    const response = await api.app.inject({
      method: 'POST',
      url: '/behavior/detail/visit',
      remoteAddress: freshAddress(),
      headers: { origin: SITE_ORIGIN },
      payload: { post_id: 7, type: 1, device: 'touch' },
    });
    expect(response.statusCode).toBe(204);
    const [after] = await api.db
      .select({ views: listings.viewCount })
      .from(listings)
      .where(eq(listings.id, 7));
    expect(after!.views).toBe(before!.views + 1);
  });
});
