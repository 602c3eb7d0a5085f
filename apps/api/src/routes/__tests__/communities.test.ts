import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLocationCatalog } from '../../services/location-catalog.ts';
import { doorNumberOf, roadPrefixOf } from '../../services/real-price/community-deals.ts';
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

  it('gives a community the registered sales at its door numbers on its road', async () => {
    // New Taipei shows the seed's deals: its communities' homes sold at their door numbers.
    const [top] = (await get('/v1/communities?regionid=3&order=deals&pageSize=5')).body.items;
    expect(top.dealCount).toBeGreaterThan(0);
    const { body } = await get(`/v1/communities/${top.id}`);
    expect(body.dealsSample).toBe(true);
    expect(body.deals.length).toBe(Math.min(top.dealCount, 20));
    const prefix = roadPrefixOf('新北市', body);
    for (const deal of body.deals) {
      const door = doorNumberOf(deal.address, prefix);
      expect(door).not.toBeNull();
      expect(door).toBeGreaterThanOrEqual(body.doorFrom);
      expect(door).toBeLessThanOrEqual(body.doorTo);
    }
    expect(body.districtMedianUnitPrice).toBeGreaterThan(0);
    // All of them, page by page, are as many as the list counts.
    const all = (await get(`/v1/communities/${top.id}/deals?pageSize=100`)).body;
    expect(all.total).toBe(top.dealCount);
    expect(all.sample).toBe(true);
  });

  it('shows a listing’s detail its community’s three newest deals', async () => {
    const [top] = (await get('/v1/communities?regionid=3&order=deals&pageSize=1')).body.items;
    const { body } = await get(`/v1/communities/${top.id}`);
    const listing = [...body.sale, ...body.rent][0];
    // Its deals were its own homes' sales: it has listings.
    expect(listing).toBeDefined();
    const detail = (await get(`/v1/listings/${listing.id}`)).body;
    expect(detail.community.lastDeals).toEqual(body.deals.slice(0, 3));
    expect(detail.community.dealCount).toBe(top.dealCount);
  });

  it('sorts by deals and by median price, and keeps to an age band', async () => {
    const byDeals = (await get('/v1/communities?regionid=3&order=deals&pageSize=50')).body.items;
    const counts = byDeals.map((c: { dealCount: number }) => c.dealCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const byPrice = (await get('/v1/communities?regionid=3&order=price&pageSize=50')).body.items;
    const medians = byPrice
      .map((c: { medianUnitPrice: number | null }) => c.medianUnitPrice)
      .filter((median: number | null) => median !== null);
    expect(medians).toEqual([...medians].sort((a: number, b: number) => b - a));
    const young = (await get('/v1/communities?regionid=3&ageMax=10&pageSize=100')).body.items;
    for (const community of young) expect(community.age).toBeLessThan(10);
    expect((await get('/v1/communities?regionid=3&ageMin=10&ageMax=5')).status).toBe(400);
  });

  it('answers an unknown community 404 in words', async () => {
    const { status, body } = await get('/v1/communities/999999');
    expect(status).toBe(404);
    expect(body.message).toBe('找不到這個社區');
  });
});
