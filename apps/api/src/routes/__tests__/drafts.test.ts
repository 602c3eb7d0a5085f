import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts } from '../../db/schema/index.ts';
import { POSTING_FIELD_MESSAGES } from '../../domain/posting-fields.ts';
import { registerMember } from '../../test-support/members.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';
import { MAX_DRAFTS_PER_MEMBER } from '../drafts.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(() => api.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: unknown,
  origin = SITE_ORIGIN,
) {
  return api.app.inject({
    method,
    url,
    headers: { origin, ...(cookie && { cookie }) },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}

async function newDraft(cookie: string, section = 'rent', type = 1) {
  const response = await call('POST', '/v1/user/drafts', cookie, { section, type });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; fields: Record<string, unknown> };
}

/** A region with one of its districts, and a district of another region. */
async function places() {
  const rows = await api.db.select().from(districts);
  const [first] = rows;
  const other = rows.find((row) => row.regionId !== first!.regionId);
  return { regionId: first!.regionId, districtId: first!.id, otherDistrictId: other!.id };
}

describe('listing drafts', () => {
  it('keeps what the poster typed, and gives it back after a reload', async () => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    expect(draft.fields).toEqual({});
    const { regionId, districtId } = await places();
    const fields = {
      kind: 2,
      regionId,
      districtId,
      road: '復興南路一段 100巷',
      number: '5號',
      showNumber: false,
      title: '近捷運 採光套房',
      price: 12_000,
      depositMonths: 2,
      rentIncludes: ['water', 'internet'],
      features: ['pet', 'lift'],
      posterRole: 'owner',
    };
    const saved = await call('PUT', `/v1/user/drafts/${draft.id}`, cookie, fields);
    expect(saved.statusCode).toBe(200);
    const read = await call('GET', `/v1/user/drafts/${draft.id}`, cookie);
    expect(read.json().data).toMatchObject({ id: draft.id, section: 'rent', type: 1, fields });
    const list = await call('GET', '/v1/user/drafts', cookie);
    expect(list.json().data.items.map((item: { id: number }) => item.id)).toEqual([draft.id]);
  });

  it('keeps a poster’s drafts to themselves', async () => {
    const owner = await registerMember(api.app);
    const other = await registerMember(api.app);
    const draft = await newDraft(owner.cookie);
    for (const [method, payload] of [['GET'], ['PUT', { title: '改掉' }], ['DELETE']] as const) {
      const response = await call(method, `/v1/user/drafts/${draft.id}`, other.cookie, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('找不到這份草稿，可能已刪除或已刊登');
    }
    expect((await call('GET', '/v1/user/drafts', other.cookie)).json().data.items).toEqual([]);
  });

  it.each([
    ['a negative price', { price: -100 }, 'price'],
    ['an absurd price', { price: 1e12 }, 'price'],
    ['a price with decimals', { price: 12.5 }, 'price'],
    ['a feature no list filters by', { features: ['pool'] }, 'features'],
    ['a pin outside Taiwan', { lat: 35.6, lng: 139.7 }, 'lat'],
    ['a title too long', { title: '好'.repeat(41) }, 'title'],
    ['an unknown poster role', { posterRole: 'landlord' }, 'posterRole'],
  ])('refuses %s at its field and keeps the draft as it was', async (_, fields, field) => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    await call('PUT', `/v1/user/drafts/${draft.id}`, cookie, { title: '原本的標題' });
    const response = await call('PUT', `/v1/user/drafts/${draft.id}`, cookie, {
      title: '原本的標題',
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field,
      message: POSTING_FIELD_MESSAGES[field as keyof typeof POSTING_FIELD_MESSAGES],
    });
    const read = await call('GET', `/v1/user/drafts/${draft.id}`, cookie);
    expect(read.json().data.fields).toEqual({ title: '原本的標題' });
  });

  it('refuses a district of another region', async () => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    const { regionId, otherDistrictId } = await places();
    const response = await call('PUT', `/v1/user/drafts/${draft.id}`, cookie, {
      regionId,
      districtId: otherDistrictId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'districtId',
      message: '這個鄉鎮市區不在所選的縣市，請重新選擇',
    });
  });

  it('keeps a description with HTML as the text it is', async () => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    const description = '<script>alert(1)</script><b>採光好</b>';
    await call('PUT', `/v1/user/drafts/${draft.id}`, cookie, { description });
    const read = await call('GET', `/v1/user/drafts/${draft.id}`, cookie);
    expect(read.json().data.fields.description).toBe(description);
  });

  it('offers only the deals a section has', async () => {
    const { cookie } = await registerMember(api.app);
    const response = await call('POST', '/v1/user/drafts', cookie, { section: 'rent', type: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'type' });
    await newDraft(cookie, 'business', 6);
    await newDraft(cookie, 'land', 2);
  });

  it('refuses visitors, foreign origins, and more drafts than the cap', async () => {
    const visitor = await call('POST', '/v1/user/drafts', '', { section: 'rent', type: 1 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('請先登入會員');
    const { cookie } = await registerMember(api.app);
    const foreign = await call(
      'POST',
      '/v1/user/drafts',
      cookie,
      { section: 'rent', type: 1 },
      FOREIGN_ORIGIN,
    );
    expect(foreign.statusCode).toBe(403);

    for (let made = 0; made < MAX_DRAFTS_PER_MEMBER; made += 1) await newDraft(cookie);
    const over = await call('POST', '/v1/user/drafts', cookie, { section: 'rent', type: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain(`草稿最多 ${MAX_DRAFTS_PER_MEMBER} 份`);
  });

  it('deletes a draft for good', async () => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    expect((await call('DELETE', `/v1/user/drafts/${draft.id}`, cookie)).statusCode).toBe(200);
    expect((await call('GET', `/v1/user/drafts/${draft.id}`, cookie)).statusCode).toBe(404);
  });
});
