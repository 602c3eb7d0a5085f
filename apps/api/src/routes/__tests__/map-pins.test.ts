import { APPROXIMATE_POINT_RADIUS_M, type MapTile, tileOf } from '@591/config';
import type { ClusterAnswer } from '@591/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMetres, type Point } from '../../lib/geo.ts';
import { OUTSIDE_DISTRICT } from '../../services/district-bounds.ts';
import { registerMember } from '../../test-support/members.ts';
import { COMPLETE_RENT, COMPLETE_SALE, publishListing } from '../../test-support/postings.ts';
import { type SiteRequestArgs, siteRequest } from '../../test-support/site-requests.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(() => api.close());

const call = (...args: SiteRequestArgs) => siteRequest(api.app, ...args);
const detailOf = async (id: number) => (await call('GET', `/v1/listings/${id}`)).json();

/** 台北 101: in 信義區, well outside the fixtures' 中正區. */
const IN_XINYI = { lat: 25.0339, lng: 121.5645 };
/** Another spot in 中正區, in another map tile than COMPLETE_RENT's at zoom 15. */
const SOUTH_ZHONGZHENG = { lat: 25.021, lng: 121.525 };
const PIN = { lat: COMPLETE_RENT.lat, lng: COMPLETE_RENT.lng };

async function draftOf(cookie: string, fields: object) {
  const draft = (await call('POST', '/v1/user/drafts', cookie, { section: 'rent', type: 1 })).json()
    .data;
  await call('PUT', `/v1/user/drafts/${draft.id}`, cookie, fields);
  return draft.id as number;
}

/** Opens the listing's edit draft, changes some fields and publishes it. */
async function edit(cookie: string, id: number, change: object) {
  const draft = (await call('POST', `/v1/user/listings/${id}/edit`, cookie, {})).json().data;
  await call('PUT', `/v1/user/drafts/${draft.id}`, cookie, { ...draft.fields, ...change });
  return call('POST', `/v1/user/drafts/${draft.id}/publish`, cookie, {});
}

/** How many rentals of 台北市 the site's map shows in the zoom-15 tile around a point. */
async function rentalsInTile(point: Point): Promise<number> {
  const { zoom, x, y }: MapTile = tileOf(point.lat, point.lng, 15);
  const response = await call('GET', `/v1/rent/map/tiles/${zoom}/${x}/${y}?region=1`);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as ClusterAnswer;
  return answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
}

describe('a pin outside the district chosen', () => {
  it('is refused at the map field, publishing nothing, and the draft keeps it', async () => {
    const { cookie } = await registerMember(api.app);
    const draftId = await draftOf(cookie, { ...COMPLETE_RENT, ...IN_XINYI });
    const refused = await call('POST', `/v1/user/drafts/${draftId}/publish`, cookie, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'lat', message: OUTSIDE_DISTRICT });
    expect(OUTSIDE_DISTRICT).toBe('標記位置不在所選的鄉鎮市區內，請在地圖上重新標出');
    expect((await call('GET', '/v1/user/listings', cookie)).json().data.total).toBe(0);
    const kept = (await call('GET', `/v1/user/drafts/${draftId}`, cookie)).json().data;
    expect(kept.fields).toMatchObject(IN_XINYI);

    await call('PUT', `/v1/user/drafts/${draftId}`, cookie, { ...kept.fields, ...PIN });
    const published = await call('POST', `/v1/user/drafts/${draftId}/publish`, cookie, {});
    expect(published.statusCode).toBe(201);
  });

  it('is refused in an edit too, leaving the listing where it was', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'sale');
    const refused = await edit(cookie, id, IN_XINYI);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'lat', message: OUTSIDE_DISTRICT });
    expect(await detailOf(id)).toMatchObject(PIN);
  });
});

describe('a listing’s public point', () => {
  it('puts a rental near its pin, never at it, and gives its poster the pin back to edit', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'rent');
    const detail = await detailOf(id);
    expect(detail.approximate).toBe(true);
    const metres = distanceMetres(PIN, detail);
    expect(metres).toBeGreaterThan(0);
    expect(metres).toBeLessThanOrEqual(APPROXIMATE_POINT_RADIUS_M);
    const card = (await call('GET', '/v1/user/listings', cookie)).json().data.items[0];
    expect(card).toMatchObject({ id, approximate: true, lat: detail.lat, lng: detail.lng });

    const draft = (await call('POST', `/v1/user/listings/${id}/edit`, cookie, {})).json().data;
    expect(draft.fields).toMatchObject(PIN);
    // Published again as it was, the rental shows the same point: the offset is its own.
    await call('POST', `/v1/user/drafts/${draft.id}/publish`, cookie, {});
    expect(await detailOf(id)).toMatchObject({ lat: detail.lat, lng: detail.lng });
  });

  it('shows a sale at its pin', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'sale', COMPLETE_SALE);
    expect(await detailOf(id)).toMatchObject({ ...PIN, approximate: false });
  });
});

describe('a listing its poster moves', () => {
  it('leaves its old map tile for the new one, shown within the circle of its new pin', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'rent');
    const before = { old: await rentalsInTile(PIN), next: await rentalsInTile(SOUTH_ZHONGZHENG) };

    expect((await edit(cookie, id, SOUTH_ZHONGZHENG)).statusCode).toBe(200);
    expect(await rentalsInTile(PIN)).toBe(before.old - 1);
    expect(await rentalsInTile(SOUTH_ZHONGZHENG)).toBe(before.next + 1);
    const moved = await detailOf(id);
    expect(distanceMetres(SOUTH_ZHONGZHENG, moved)).toBeLessThanOrEqual(APPROXIMATE_POINT_RADIUS_M);
  });
});
