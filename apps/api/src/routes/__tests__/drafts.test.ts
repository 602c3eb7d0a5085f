import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts } from '../../db/schema/index.ts';
import { POSTING_FIELD_MESSAGES } from '../../domain/posting-fields.ts';
import { POSTING_WRITES_PER_MINUTE } from '../../plugins/security.ts';
import { registerMember } from '../../test-support/members.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';
import { MAX_DRAFTS_PER_MEMBER } from '../member/posting/drafts.ts';

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

  it('never lets a late try of an earlier save undo a later one of the same form', async () => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    const save = (title: string, header?: string) =>
      api.app.inject({
        method: 'PUT',
        url: `/v1/user/drafts/${draft.id}`,
        headers: { origin: SITE_ORIGIN, cookie, ...(header && { 'draft-save': header }) },
        payload: { title },
      });
    const form = 'f0rm-0f-th1s-tab-aaaa';
    const titleNow = async () =>
      (await call('GET', `/v1/user/drafts/${draft.id}`, cookie)).json().data.fields.title;

    expect((await save('近捷運套房', `${form}:2`)).statusCode).toBe(200);
    // Save 1 of the same form, held up on the way, arrives after save 2: answered with the
    // draft as save 2 left it, and nothing changes.
    const late = await save('套房', `${form}:1`);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.fields.title).toBe('近捷運套房');
    expect(await titleNow()).toBe('近捷運套房');
    // Save 2 again (a retry whose first try landed) changes nothing either.
    expect((await save('套房', `${form}:2`)).json().data.fields.title).toBe('近捷運套房');

    // Another opening of the form (a reload, another tab) starts its own count, and wins.
    expect((await save('大安區套房', 'an0ther-f0rm-0f-th1s-tab:1')).statusCode).toBe(200);
    expect(await titleNow()).toBe('大安區套房');
    // A save without the header (an older page) applies as before.
    await save('信義區套房');
    expect(await titleNow()).toBe('信義區套房');

    for (const malformed of ['12', `${form}:0`, `${form}:x`, 'short:1', `${form}:1:2`]) {
      const refused = await save('亂碼', malformed);
      expect(refused.statusCode, malformed).toBe(400);
      expect(refused.json().message).toBe('草稿的儲存編號格式不正確，請重新整理頁面後再試');
    }
    expect(await titleNow()).toBe('信義區套房');
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

  it('limits one member’s saves, keeping the last good one, and not others behind one address', async () => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    const save = (title: string) => call('PUT', `/v1/user/drafts/${draft.id}`, cookie, { title });
    for (let i = 1; i <= POSTING_WRITES_PER_MINUTE; i++) {
      expect((await save(`第 ${i} 次儲存的標題`)).statusCode).toBe(200);
    }
    const refused = await save('一分鐘內太多次的標題');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^請求過於頻繁，請於\d+秒後再試$/);
    const kept = await call('GET', `/v1/user/drafts/${draft.id}`, cookie);
    expect(kept.json().data.fields.title).toBe(`第 ${POSTING_WRITES_PER_MINUTE} 次儲存的標題`);
    // Another member at the same address is not held back.
    const other = await registerMember(api.app);
    const theirs = await newDraft(other.cookie);
    const saved = await call('PUT', `/v1/user/drafts/${theirs.id}`, other.cookie, {
      title: '另一位會員的標題',
    });
    expect(saved.statusCode).toBe(200);
  });

  it('deletes a draft for good', async () => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    expect((await call('DELETE', `/v1/user/drafts/${draft.id}`, cookie)).statusCode).toBe(200);
    expect((await call('GET', `/v1/user/drafts/${draft.id}`, cookie)).statusCode).toBe(404);
  });
});

describe('publishing a draft', () => {
  async function completeRent() {
    const { regionId, districtId } = await places();
    return {
      kind: 2,
      regionId,
      districtId,
      road: '測試路一段 8巷',
      number: '12號',
      showNumber: false,
      lat: 25.031,
      lng: 121.514,
      title: '剛刊登的採光套房',
      description: '<b>近捷運</b>，採光好',
      price: 14_321,
      depositMonths: 2,
      managementFee: 800,
      rentIncludes: ['water'],
      area: 9.5,
      rooms: 1,
      floor: 5,
      totalFloors: 12,
      features: ['pet', 'lift'],
      posterRole: 'owner',
    };
  }

  it('puts the listing in search, on its detail page and in the sitemap at once', async () => {
    const { cookie } = await registerMember(api.app, { realname: '林美玲', sex: 2 });
    const draft = await newDraft(cookie);
    const fields = await completeRent();
    await call('PUT', `/v1/user/drafts/${draft.id}`, cookie, fields);
    const published = await call('POST', `/v1/user/drafts/${draft.id}/publish`, cookie, {});
    expect(published.statusCode).toBe(201);
    const { id } = published.json().data as { id: number };

    const search = await api.app.inject({
      url: `/v1/rent/listings?region=${fields.regionId}&section=${fields.districtId}&kind=2&order=posttime&orderType=desc`,
    });
    expect(search.json().items.map((item: { id: number }) => item.id)).toContain(id);

    const detail = (await api.app.inject({ url: `/v1/listings/${id}` })).json();
    expect(detail).toMatchObject({
      id,
      section: 'rent',
      title: '剛刊登的採光套房',
      price: 14_321,
      posterRoleName: '屋主',
      description: '<b>近捷運</b>，採光好',
    });
    // The house number stays hidden: the poster did not allow it.
    expect(detail.address).not.toContain('12號');
    expect(detail.address).toContain('測試路一段 8巷');
    expect(JSON.stringify(detail)).toContain('林小姐');

    const sitemap = await api.app.inject({ url: '/v1/sitemap/rent' });
    const { total, pageSize } = sitemap.json() as { total: number; pageSize: number };
    const last = await api.app.inject({
      url: `/v1/sitemap/rent?page=${Math.ceil(total / pageSize)}`,
    });
    expect(last.json().items.map((item: { id: number }) => item.id)).toContain(id);

    // The draft became the listing, which 我的物件 lists.
    expect((await call('GET', `/v1/user/drafts/${draft.id}`, cookie)).statusCode).toBe(404);
    const mine = (await call('GET', '/v1/user/listings', cookie)).json().data;
    expect(mine).toMatchObject({ total: 1, items: [{ id, title: '剛刊登的採光套房' }] });
    const other = await registerMember(api.app);
    expect((await call('GET', '/v1/user/listings', other.cookie)).json().data.total).toBe(0);
    expect((await call('GET', '/v1/user/listings', '')).statusCode).toBe(401);
  });

  it.each([
    ['title', { title: undefined }, '請填寫標題（5 到 40 個字）'],
    ['price', { price: undefined }, '請填寫價格'],
    ['lat', { lat: undefined, lng: undefined }, '請在地圖上標出物件位置'],
    ['depositMonths', { depositMonths: undefined }, '請填寫押金月數'],
    ['brokerLicence', { posterRole: 'broker' }, '仲介刊登請填寫經紀人證號'],
    ['floor', { floor: 13 }, '所在樓層不能高於總樓層'],
    ['kind', { kind: 9 }, '請選擇物件類型'],
  ])('refuses a draft without a valid %s, and keeps the draft', async (field, change, message) => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    const fields = { ...(await completeRent()), ...change };
    await call('PUT', `/v1/user/drafts/${draft.id}`, cookie, JSON.parse(JSON.stringify(fields)));
    const response = await call('POST', `/v1/user/drafts/${draft.id}/publish`, cookie, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
    expect((await call('GET', `/v1/user/drafts/${draft.id}`, cookie)).statusCode).toBe(200);
  });

  it('shows a broker’s licence number and derives a sale’s unit price and 公設比', async () => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie, 'sale', 2);
    const { depositMonths: _, rentIncludes: __, ...rent } = await completeRent();
    await call('PUT', `/v1/user/drafts/${draft.id}`, cookie, {
      ...rent,
      kind: 9,
      price: 1_980,
      area: 30,
      mainArea: 20,
      publicArea: 9,
      age: 12,
      posterRole: 'broker',
      brokerLicence: '(113)北市經紀字第001234號',
    });
    const published = await call('POST', `/v1/user/drafts/${draft.id}/publish`, cookie, {});
    expect(published.statusCode).toBe(201);
    const detail = (
      await api.app.inject({ url: `/v1/listings/${published.json().data.id}` })
    ).json();
    expect(detail).toMatchObject({
      section: 'sale',
      unitPrice: 66,
      mainArea: 20,
      posterRoleName: '仲介',
    });
    expect(detail.facts.sale).toMatchObject({ publicArea: 9, publicRatio: 30 });
    expect(detail.poster).toMatchObject({ roleName: '仲介', licence: '(113)北市經紀字第001234號' });
  });
});
