import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBuilds } from '../../db/schema/index.ts';
import { NEW_BUILD_FIELD_MESSAGES } from '../../domain/new-build-posting-fields.ts';
import { registerMember } from '../../test-support/members.ts';
import { completeProject } from '../../test-support/new-build-postings.ts';
import { type SiteRequestArgs, siteRequest } from '../../test-support/site-requests.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(() => api.close());

const call = (...args: SiteRequestArgs) => siteRequest(api.app, ...args);

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#7799bb' } })
    .jpeg()
    .toBuffer();

async function upload(cookie: string, draftId: number, album: string) {
  const response = await api.app.inject({
    method: 'POST',
    url: `/v1/user/new-build-drafts/${draftId}/photos?album=${album}`,
    headers: { origin: SITE_ORIGIN, 'content-type': 'image/jpeg', cookie },
    payload: await photo(),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; album: string; position: number };
}

async function newDraft(cookie: string) {
  const response = await call('POST', '/v1/user/new-build-drafts', cookie, {});
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; fields: Record<string, unknown> };
}

/** A draft filled in whole, with an exterior photo: ready to publish. */
async function readyDraft(cookie: string, name: string, change: object = {}) {
  const draft = await newDraft(cookie);
  const fields = { ...completeProject(name), ...change };
  expect(
    (await call('PUT', `/v1/user/new-build-drafts/${draft.id}`, cookie, fields)).statusCode,
  ).toBe(200);
  await upload(cookie, draft.id, 'exterior');
  return draft.id;
}

const publish = (cookie: string, id: number) =>
  call('POST', `/v1/user/new-build-drafts/${id}/publish`, cookie, {});

describe('project drafts', () => {
  it('keeps what the builder typed and the photos of each album, and gives them back', async () => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    expect(draft.fields).toEqual({});
    const fields = { name: '草稿中的建案', regionId: 1, districtId: 1, priceUndecided: true };
    expect(
      (await call('PUT', `/v1/user/new-build-drafts/${draft.id}`, cookie, fields)).statusCode,
    ).toBe(200);
    const plan = await upload(cookie, draft.id, 'floorPlans');
    const front = await upload(cookie, draft.id, 'exterior');
    const back = await upload(cookie, draft.id, 'exterior');
    expect(back.position).toBe(1);
    const read = (await call('GET', `/v1/user/new-build-drafts/${draft.id}`, cookie)).json().data;
    expect(read.fields).toEqual(fields);
    expect(read.albums.exterior.map((p: { id: string }) => p.id)).toEqual([front.id, back.id]);
    expect(read.albums.floorPlans.map((p: { id: string }) => p.id)).toEqual([plan.id]);
    expect(read.albums.surroundings).toEqual([]);
    // The same pipeline as a listing draft's: its files are served at the same place.
    const served = await api.app.inject({ url: new URL(read.albums.exterior[0].src).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const reordered = await call(
      'PUT',
      `/v1/user/new-build-drafts/${draft.id}/photos/order`,
      cookie,
      {
        album: 'exterior',
        ids: [back.id, front.id],
      },
    );
    expect(reordered.statusCode).toBe(200);
    const removed = await call(
      'DELETE',
      `/v1/user/new-build-drafts/${draft.id}/photos/${back.id}`,
      cookie,
    );
    expect(removed.statusCode).toBe(200);
    const after = (await call('GET', `/v1/user/new-build-drafts/${draft.id}`, cookie)).json().data;
    expect(after.albums.exterior.map((p: { id: string }) => p.id)).toEqual([front.id]);
    const list = (await call('GET', '/v1/user/new-build-drafts', cookie)).json().data;
    expect(list.items.map((item: { id: number }) => item.id)).toEqual([draft.id]);
  });

  it.each([
    ['a 公設比 over 60%', { publicRatio: 75 }, 'publicRatio'],
    ['a completion that is not a month', { completion: '明年' }, 'completion'],
    ['a tag not on the list', { tags: ['海景第一排'] }, 'tags'],
    ['a negative household count', { households: -3 }, 'households'],
  ])('refuses %s at its field and keeps the draft as it was', async (_, change, field) => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    const kept = { name: '先存好的名字' };
    await call('PUT', `/v1/user/new-build-drafts/${draft.id}`, cookie, kept);
    const response = await call('PUT', `/v1/user/new-build-drafts/${draft.id}`, cookie, {
      ...kept,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field,
      message: NEW_BUILD_FIELD_MESSAGES[field as keyof typeof NEW_BUILD_FIELD_MESSAGES],
    });
    const read = (await call('GET', `/v1/user/new-build-drafts/${draft.id}`, cookie)).json().data;
    expect(read.fields).toEqual(kept);
  });

  it('never lets a late try of an earlier save undo a later one of the same form', async () => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    const save = (name: string, header: string) =>
      api.app.inject({
        method: 'PUT',
        url: `/v1/user/new-build-drafts/${draft.id}`,
        headers: { origin: SITE_ORIGIN, cookie, 'draft-save': header },
        payload: { name },
      });
    const form = 'pr0ject-f0rm-0f-th1s-tab';
    expect((await save('北辰站前', `${form}:5`)).statusCode).toBe(200);
    const late = await save('北辰', `${form}:4`);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.fields.name).toBe('北辰站前');
    expect((await save('北辰', 'an0ther-f0rm-0f-th1s-tab:1')).json().data.fields.name).toBe('北辰');
    expect((await save('北辰', `${form}:zz`)).statusCode).toBe(400);
  });

  it('refuses a district of another region', async () => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    const response = await call('PUT', `/v1/user/new-build-drafts/${draft.id}`, cookie, {
      regionId: 1,
      districtId: 9999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'districtId' });
  });

  it('keeps a builder’s drafts to themselves, and asks visitors and other sites to stop', async () => {
    const owner = await registerMember(api.app);
    const other = await registerMember(api.app);
    const draftId = await readyDraft(owner.cookie, '別人的草稿');
    for (const [method, url, payload] of [
      ['GET', `/v1/user/new-build-drafts/${draftId}`],
      ['PUT', `/v1/user/new-build-drafts/${draftId}`, { name: '改掉' }],
      ['POST', `/v1/user/new-build-drafts/${draftId}/publish`, {}],
      ['DELETE', `/v1/user/new-build-drafts/${draftId}`],
    ] as const) {
      expect((await call(method, url, other.cookie, payload)).statusCode).toBe(404);
    }
    expect((await call('GET', '/v1/user/new-build-drafts', '')).statusCode).toBe(401);
    const foreign = await call(
      'POST',
      `/v1/user/new-build-drafts/${draftId}/publish`,
      owner.cookie,
      {},
      FOREIGN_ORIGIN,
    );
    expect(foreign.statusCode).toBe(403);
    const read = (await call('GET', `/v1/user/new-build-drafts/${draftId}`, owner.cookie)).json()
      .data;
    expect(read.fields.name).toBe('別人的草稿');
  });
});

describe('publishing a project', () => {
  it('puts the project on the list and its page at once, owned by the builder', async () => {
    const { cookie } = await registerMember(api.app);
    const draftId = await readyDraft(cookie, '剛刊登測試建案');
    await upload(cookie, draftId, 'floorPlans');
    const published = await publish(cookie, draftId);
    expect(published.statusCode).toBe(201);
    const { id } = published.json().data as { id: number };

    const list = await api.app.inject({
      url: `/v1/new-builds?regionid=1&build_type=1&keyword=${encodeURIComponent('剛刊登測試建案')}`,
    });
    expect(list.json().items.map((item: { id: number }) => item.id)).toEqual([id]);

    const detail = (await api.app.inject({ url: `/v1/new-builds/${id}` })).json();
    expect(detail).toMatchObject({
      name: '剛刊登測試建案',
      builder: '測試建設',
      households: 168,
      publicRatio: 33.5,
      rooms: [2, 3],
      unitPrice: { min: 95, max: 120 },
      saleStatus: 'selling',
      office: { phone: '0800-123-456' },
    });
    expect(detail.photos.exterior).toHaveLength(1);
    expect(detail.photos.floorPlans).toHaveLength(1);
    expect(detail.cover.src).toContain('/v1/listing-photos/');
    expect(
      (await api.app.inject({ url: new URL(detail.photos.floorPlans[0].src).pathname })).statusCode,
    ).toBe(200);
    expect(detail.stations.length).toBeGreaterThan(0);

    const mine = (await call('GET', '/v1/user/new-builds', cookie)).json();
    expect(mine.items.map((item: { id: number }) => item.id)).toEqual([id]);
    expect((await call('GET', `/v1/user/new-build-drafts/${draftId}`, cookie)).statusCode).toBe(
      404,
    );
  });

  it('publishes 價格待定 without prices', async () => {
    const { cookie } = await registerMember(api.app);
    const draftId = await readyDraft(cookie, '待定價格測試建案', {
      priceUndecided: true,
      unitPriceMin: undefined,
      unitPriceMax: undefined,
      totalPriceMin: undefined,
      totalPriceMax: undefined,
    });
    const published = await publish(cookie, draftId);
    expect(published.statusCode).toBe(201);
    const detail = (
      await api.app.inject({ url: `/v1/new-builds/${published.json().data.id}` })
    ).json();
    expect(detail).toMatchObject({ unitPrice: null, totalPrice: null });
  });

  it.each([
    ['name', { name: '' }, '請填寫建案名稱'],
    ['unitPriceMin', { unitPriceMin: undefined }, '請填寫單價範圍，或勾選價格待定'],
    ['totalPriceMax', { totalPriceMin: 5000, totalPriceMax: 3000 }, '總價的上限不能低於下限'],
    ['lat', { lat: 25.0339, lng: 121.5645 }, '標記位置不在所選的鄉鎮市區內，請在地圖上重新標出'],
    ['rooms', { rooms: [] }, '請至少選擇一種房型'],
    [
      'officePhone',
      { officePhone: '0812345678' },
      '接待中心電話請填手機號碼（09 開頭）或 0800、0809 免付費電話',
    ],
  ])(
    'refuses a project without a valid %s, and keeps the draft',
    async (field, change, message) => {
      const { cookie } = await registerMember(api.app);
      const draftId = await readyDraft(cookie, `退回測試${field}`, change);
      const response = await publish(cookie, draftId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field, message });
      const read = (await call('GET', `/v1/user/new-build-drafts/${draftId}`, cookie)).json().data;
      expect(read.fields.households).toBe(168);
      expect(read.albums.exterior).toHaveLength(1);
    },
  );

  it('publishes a draft once, sent again with its key or tapped twice without one', async () => {
    const { cookie } = await registerMember(api.app);
    const projectsNamed = async (name: string) =>
      (await api.db.select({ id: newBuilds.id }).from(newBuilds).where(eq(newBuilds.name, name)))
        .length;
    const keyedPublish = (id: number) =>
      api.app.inject({
        method: 'POST',
        url: `/v1/user/new-build-drafts/${id}/publish`,
        headers: { origin: SITE_ORIGIN, cookie, 'idempotency-key': `project-publish-${id}` },
        payload: {},
      });

    const keyed = await readyDraft(cookie, '只刊登一次的建案');
    const [first, second] = await Promise.all([keyedPublish(keyed), keyedPublish(keyed)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    expect(second!.json()).toEqual(first!.json());
    const again = await keyedPublish(keyed);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first!.json());
    expect(await projectsNamed('只刊登一次的建案')).toBe(1);

    // Two taps without a key: one project; the other finds the draft gone (409 when it had read
    // the draft before the first committed, 404 after).
    const unkeyed = await readyDraft(cookie, '按了兩次的建案');
    const taps = await Promise.all([publish(cookie, unkeyed), publish(cookie, unkeyed)]);
    const [published, refused] = taps.sort((a, b) => a.statusCode - b.statusCode);
    expect(published!.statusCode).toBe(201);
    expect([404, 409]).toContain(refused!.statusCode);
    expect(await projectsNamed('按了兩次的建案')).toBe(1);
  });

  it('refuses a project without an exterior photo for its cover', async () => {
    const { cookie } = await registerMember(api.app);
    const draft = await newDraft(cookie);
    await call('PUT', `/v1/user/new-build-drafts/${draft.id}`, cookie, completeProject('沒有照片'));
    await upload(cookie, draft.id, 'floorPlans');
    const response = await publish(cookie, draft.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'photos' });
  });
});

describe('editing a published project (修改)', () => {
  const detailOf = async (id: number) =>
    (await api.app.inject({ url: `/v1/new-builds/${id}` })).json();
  const startEdit = (cookie: string, id: number) =>
    call('POST', `/v1/user/new-builds/${id}/edit`, cookie, {});

  async function published(cookie: string, name: string) {
    const response = await publish(cookie, await readyDraft(cookie, name));
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  }

  it('opens the form on the project as it stands, moves it, and keeps its id and photos', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await published(cookie, '修改測試建案');
    // On sale for a while already, and seen: an edit keeps both.
    await api.db
      .update(newBuilds)
      .set({ openedOn: '2025-03-01', views: 57 })
      .where(eq(newBuilds.id, id));
    const before = await detailOf(id);

    const opened = await startEdit(cookie, id);
    expect(opened.statusCode).toBe(201);
    const draft = opened.json().data;
    expect(draft).toMatchObject({
      newBuildId: id,
      fields: { ...completeProject('修改測試建案'), rooms: [2, 3], priceUndecided: false },
      albums: { exterior: [], floorPlans: [], surroundings: [] },
    });
    // Pressed again (another tab): the same draft, as it was left.
    const again = await startEdit(cookie, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(draft.id);

    // The site is further south in 中正區, by 中正紀念堂, and it has 170 households.
    const moved = { ...draft.fields, lat: 25.0355, lng: 121.5198, households: 170 };
    expect(
      (await call('PUT', `/v1/user/new-build-drafts/${draft.id}`, cookie, moved)).statusCode,
    ).toBe(200);
    const saved = await publish(cookie, draft.id);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ id });

    const after = await detailOf(id);
    expect(after).toMatchObject({
      name: '修改測試建案',
      households: 170,
      lat: 25.0355,
      lng: 121.5198,
    });
    expect(after).toMatchObject({ openedOn: '2025-03', views: before.views });
    expect(before.views).toBeGreaterThanOrEqual(57);
    // No new photo uploaded: the project's own stay.
    expect(after.photos.exterior.map((p: { src: string }) => p.src)).toEqual(
      before.photos.exterior.map((p: { src: string }) => p.src),
    );
    // Its nearby stations are those of where it now stands.
    expect(after.stations).not.toEqual(before.stations);
    const mine = (await call('GET', '/v1/user/new-builds', cookie)).json();
    expect(mine.items.map((item: { id: number }) => item.id)).toEqual([id]);
    expect((await call('GET', `/v1/user/new-build-drafts/${draft.id}`, cookie)).statusCode).toBe(
      404,
    );
  });

  it('replaces the photos when the edit uploads new ones', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await published(cookie, '換照片測試建案');
    const before = await detailOf(id);
    const draft = (await startEdit(cookie, id)).json().data;
    await upload(cookie, draft.id, 'exterior');
    await upload(cookie, draft.id, 'exterior');
    expect((await publish(cookie, draft.id)).statusCode).toBe(200);
    const after = await detailOf(id);
    expect(after.photos.exterior).toHaveLength(2);
    expect(after.cover.src).not.toBe(before.cover.src);
  });

  it('refuses a pin outside the district at its field, and leaves the project where it was', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await published(cookie, '移出區外測試建案');
    const draft = (await startEdit(cookie, id)).json().data;
    // 台北 101 stands in 信義區, not 中正區.
    const outside = { ...draft.fields, lat: 25.0339, lng: 121.5645 };
    await call('PUT', `/v1/user/new-build-drafts/${draft.id}`, cookie, outside);
    const refused = await publish(cookie, draft.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'lat',
      message: '標記位置不在所選的鄉鎮市區內，請在地圖上重新標出',
    });
    expect(await detailOf(id)).toMatchObject({ lat: 25.0465, lng: 121.5168 });
    const kept = (await call('GET', `/v1/user/new-build-drafts/${draft.id}`, cookie)).json().data;
    expect(kept.fields).toMatchObject({ lat: 25.0339, lng: 121.5645 });
  });

  it('lets no one else edit a project, and asks visitors to log in', async () => {
    const owner = await registerMember(api.app);
    const other = await registerMember(api.app);
    const id = await published(owner.cookie, '他人建案測試');
    const theirs = await startEdit(other.cookie, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('找不到這個建案');
    expect((await startEdit('', id)).statusCode).toBe(401);
    expect((await startEdit(owner.cookie, 999_999_999)).statusCode).toBe(404);
    expect((await call('POST', '/v1/user/new-builds/abc/edit', owner.cookie, {})).statusCode).toBe(
      400,
    );
    const draft = (await startEdit(owner.cookie, id)).json().data;
    expect((await publish(other.cookie, draft.id)).statusCode).toBe(404);
  });
});

describe('saved new-build searches', () => {
  async function saveSearch(cookie: string, query: string) {
    return call('POST', '/v1/user/saved-searches', cookie, {
      section: 'newhouse',
      query,
      listPath: `/list?${query}`,
    });
  }

  it('alerts the searches a newly published project matches, and only those', async () => {
    const presale = await registerMember(api.app);
    const completed = await registerMember(api.app);
    const builder = await registerMember(api.app);
    const saved = await saveSearch(presale.cookie, 'regionid=1&build_type=1&rooms=3');
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({
      section: 'newhouse',
      summary: '台北市 新建案 預售屋 3房',
    });
    expect((await saveSearch(completed.cookie, 'regionid=1&build_type=2')).statusCode).toBe(201);
    // The builder's own search is not told of their own project.
    expect((await saveSearch(builder.cookie, 'regionid=1&build_type=1')).statusCode).toBe(201);

    const published = await publish(
      builder.cookie,
      await readyDraft(builder.cookie, '訂閱通知測試建案'),
    );
    const { id } = published.json().data as { id: number };

    const alerts = (await call('GET', '/v1/user/alerts', presale.cookie)).json().data;
    expect(alerts.items).toHaveLength(1);
    expect(alerts.items[0]).toMatchObject({
      kind: 'new_build',
      read: false,
      search: { id: saved.json().data.id, listPath: '/list?regionid=1&build_type=1&rooms=3' },
      listing: null,
      newBuild: { id, name: '訂閱通知測試建案' },
    });
    for (const other of [completed, builder]) {
      expect((await call('GET', '/v1/user/alerts', other.cookie)).json().data.items).toEqual([]);
    }
    const searches = (await call('GET', '/v1/user/saved-searches', presale.cookie)).json().data;
    expect(searches.items[0]).toMatchObject({ section: 'newhouse', newCount: 1 });
    // Opened from 我的訂閱: the project is what was new, and it no longer is.
    const seenUrl = `/v1/user/saved-searches/${saved.json().data.id}/seen`;
    const seen = await call('POST', seenUrl, presale.cookie, {});
    expect(seen.json().data.newListingIds).toEqual([id]);
    const again = (await call('GET', '/v1/user/saved-searches', presale.cookie)).json().data;
    expect(again.items[0].newCount).toBe(0);
  });

  it('saves an equal search once, and refuses a query the list would refuse', async () => {
    const { cookie } = await registerMember(api.app);
    expect((await saveSearch(cookie, 'regionid=3&price=2&keyword=Park')).statusCode).toBe(201);
    const again = await saveSearch(cookie, 'keyword=park&price=2&regionid=3');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.saved).toBe(false);
    expect((await saveSearch(cookie, 'regionid=1&price=9')).statusCode).toBe(400);
    expect((await saveSearch(cookie, 'regionid=1&sectionid=9999')).statusCode).toBe(400);
  });
});
