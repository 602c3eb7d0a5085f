import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLocationCatalog } from '../../services/location-catalog.ts';
import { importShippedRealPrice } from '../../services/real-price/shipped-data.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 600 });
  await importShippedRealPrice(api.db, await loadLocationCatalog(api.db));
});
afterAll(() => api.close());

const get = async (url: string) => {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

type Summary = {
  id: number;
  name: string;
  districtName: string;
  address: string;
  saleCount: number;
  rentCount: number;
  builtYear: number;
};

describe('GET /v1/communities', () => {
  it('lists a region’s communities, those with the most listings first', async () => {
    const { status, body } = await get('/v1/communities?regionid=1&pageSize=100');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(50);
    const items = body.items as Summary[];
    const listed = items.map((item) => item.saleCount + item.rentCount);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    expect(listed[0]).toBeGreaterThan(0);
  });

  it('finds by a part of the name or the road, within a district, newest first', async () => {
    const first = ((await get('/v1/communities?regionid=1')).body.items as Summary[])[0]!;
    const named = await get(`/v1/communities?regionid=1&q=${encodeURIComponent(first.name)}`);
    expect((named.body.items as Summary[]).map((item) => item.id)).toContain(first.id);
    const newest = (await get('/v1/communities?regionid=1&order=newest&pageSize=50')).body
      .items as Summary[];
    const years = newest.map((item) => item.builtYear);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('refuses an unknown region and another region’s district', async () => {
    expect((await get('/v1/communities?regionid=98')).status).toBe(404);
    const catalog = await loadLocationCatalog(api.db);
    const elsewhere = catalog.regionById.get(3)!.districts[0]!.id;
    const refused = await get(`/v1/communities?regionid=1&sectionid=${elsewhere}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('querystring/sectionid must be a district of region 1');
  });
});

describe('GET /v1/communities/:id', () => {
  it('gives the community with its listings on sale and for rent', async () => {
    const first = ((await get('/v1/communities?regionid=1')).body.items as Summary[])[0]!;
    const { status, body } = await get(`/v1/communities/${first.id}`);
    expect(status).toBe(200);
    expect(body.name).toBe(first.name);
    expect(body.sale.length + body.rent.length).toBe(
      Math.min(first.saleCount, 12) + Math.min(first.rentCount, 12),
    );
    for (const card of [...body.sale, ...body.rent]) expect(card.community?.id).toBe(first.id);
    expect(body.dealSource.licence).toBe('政府資料開放授權條款－第1版');
    // Its building as buyers compare them: type by height, builder, share of public area.
    expect(body.buildingType).toBe(body.totalFloors >= 11 ? '住宅大樓' : '華廈');
    expect(body.publicRatio).toBeGreaterThanOrEqual(20);
    expect(body.publicRatio).toBeLessThanOrEqual(36);
    if (body.builder !== null) expect(body.builder).toMatch(/建設$/);
  });

  it('shows the registered sales on its road, and the road’s and district’s medians', async () => {
    const all = (await get('/v1/communities?regionid=1&pageSize=100')).body.items as Summary[];
    let withDeals = null;
    for (const community of all) {
      const { body } = await get(`/v1/communities/${community.id}`);
      if (body.roadDeals.length > 0) {
        withDeals = body;
        break;
      }
    }
    expect(withDeals).not.toBeNull();
    const prefix = `臺北市${withDeals.districtName}${withDeals.road}`.replaceAll('台', '臺');
    for (const deal of withDeals.roadDeals) expect(deal.address.startsWith(prefix)).toBe(true);
    expect(withDeals.districtMedianUnitPrice).toBeGreaterThan(0);
  });

  it('answers an unknown community 404 in words', async () => {
    const { status, body } = await get('/v1/communities/999999');
    expect(status).toBe(404);
    expect(body.message).toBe('找不到這個社區');
  });
});
