import { taiwanDate } from '@591/config';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realPriceDeals } from '../../db/schema/index.ts';
import { loadLocationCatalog } from '../../services/location-catalog.ts';
import { recordRelease } from '../../services/real-price/releases.ts';
import { importShippedRealPrice } from '../../services/real-price/shipped-data.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
let daan: number;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
  const catalog = await loadLocationCatalog(api.db);
  await importShippedRealPrice(api.db, catalog);
  daan = catalog.regionById.get(1)!.districts.find((district) => district.name === '大安區')!.id;
});
afterAll(() => api.close());

const get = async (url: string) => {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

const SOURCE = {
  name: '內政部不動產交易實價查詢服務網',
  licence: '政府資料開放授權條款－第1版',
  url: 'https://lvr.land.moi.gov.tw/',
};

describe('GET /v1/real-price/deals', () => {
  it("lists a region's deals, newest first, naming the source and its licence", async () => {
    const { status, body, headers } = await get('/v1/real-price/deals?regionid=1&months=120');
    expect(status).toBe(200);
    expect(body.total).toBe(430);
    expect(body.source).toEqual(SOURCE);
    expect(headers['cache-control']).toBe('public, max-age=3600');
    const dates = body.items.map((deal: { tradedOn: string }) => deal.tradedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.items.every((deal: { address: string }) => !/[０-９]/.test(deal.address))).toBe(
      true,
    );
  });

  it('keeps to the districts asked for', async () => {
    const { body } = await get(`/v1/real-price/deals?regionid=1&months=120&sectionid=${daan}`);
    expect(body.total).toBeGreaterThan(0);
    expect(new Set(body.items.map((deal: { districtName: string }) => deal.districtName))).toEqual(
      new Set(['大安區']),
    );
  });

  it('shows special deals flagged, and leaves them out when asked', async () => {
    const all = await get('/v1/real-price/deals?regionid=1&months=120&pageSize=100&order=total');
    const special = all.body.items.find((deal: { special: boolean }) => deal.special);
    expect(special.flags.length).toBeGreaterThan(0);
    const plain = await get('/v1/real-price/deals?regionid=1&months=120&special=0&pageSize=100');
    expect(plain.body.total).toBeLessThan(all.body.total);
    expect(plain.body.items.some((deal: { special: boolean }) => deal.special)).toBe(false);
  });

  it('counts the months back from the region’s newest deal', async () => {
    const year = await get('/v1/real-price/deals?regionid=1&months=1&pageSize=100');
    const newest = year.body.items[0].tradedOn as string;
    const oldest = year.body.items.at(-1).tradedOn as string;
    expect(newest >= oldest).toBe(true);
    const monthBefore = new Date(`${newest}T00:00:00Z`);
    monthBefore.setUTCMonth(monthBefore.getUTCMonth() - 1);
    expect(oldest >= monthBefore.toISOString().slice(0, 10)).toBe(true);
  });

  it('shows the government’s deals alone where imported, naming their release, and marks the seed’s as samples elsewhere', async () => {
    const taipei = (await get('/v1/real-price/deals?regionid=1&months=120&pageSize=100')).body;
    expect(taipei.sample).toBe(false);
    expect(taipei.items.every((deal: { source: string }) => deal.source === 'moi')).toBe(true);
    // The shipped file, imported today; a single file does not carry its release's window.
    expect(taipei.release).toEqual({
      window: null,
      file: 'taipei-a_lvr_land_a.csv',
      importedOn: taiwanDate(new Date()),
    });
    // New Taipei has none of the government's: the seed's deals, said to be samples.
    const newTaipei = (await get('/v1/real-price/deals?regionid=3&months=120')).body;
    expect(newTaipei.sample).toBe(true);
    expect(newTaipei.release).toBeNull();
    expect(newTaipei.total).toBeGreaterThan(0);
    expect(newTaipei.items.every((deal: { source: string }) => deal.source === 'generated')).toBe(
      true,
    );
    expect((await get('/v1/real-price/trend?regionid=3')).body.sample).toBe(true);
  });

  it('answers a region without any deals with none, an unknown one 404, another region’s district 400', async () => {
    // Pre-sale deals: none imported, none generated.
    const empty = await get('/v1/real-price/deals?regionid=22&kind=presale');
    expect(empty.body).toMatchObject({ total: 0, items: [], sample: true });
    expect((await get('/v1/real-price/deals?regionid=98')).status).toBe(404);
    const newTaipeiDistrict = (await loadLocationCatalog(api.db)).regionById.get(3)!.districts[0]!
      .id;
    const refused = await get(`/v1/real-price/deals?regionid=1&sectionid=${newTaipeiDistrict}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('querystring/sectionid must list districts of region 1');
  });
});

describe('GET /v1/real-price/deals: what the home was', () => {
  type Deal = {
    buildingType: string;
    rooms: number | null;
    ageYears: number | null;
    unitPrice: number | null;
    unitPriceExParking: number | null;
  };
  const deals = async (filters: string) => {
    const { status, body } = await get(
      `/v1/real-price/deals?regionid=1&months=120&pageSize=100&${filters}`,
    );
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(430);
    return body.items as Deal[];
  };

  it('keeps to the building types asked for, by the government’s names of them', async () => {
    const found = await deals('type=tower,apartment');
    expect(new Set(found.map((deal) => deal.buildingType))).toEqual(
      new Set(['住宅大樓(11層含以上有電梯)', '公寓(5樓含以下無電梯)']),
    );
    const other = await deals('type=other');
    expect(new Set(other.map((deal) => deal.buildingType))).toEqual(new Set(['其他']));
  });

  it('keeps to the rooms asked for, 4 meaning four and more', async () => {
    expect((await deals('rooms=2')).every((deal) => deal.rooms === 2)).toBe(true);
    expect((await deals('rooms=4')).every((deal) => (deal.rooms ?? 0) >= 4)).toBe(true);
  });

  it('keeps to an age band and a unit-price range without the parking', async () => {
    const aged = await deals('ageMin=10&ageMax=20');
    expect(aged.every((deal) => deal.ageYears! >= 10 && deal.ageYears! < 20)).toBe(true);
    const priced = await deals('unitPriceMin=60&unitPriceMax=80');
    for (const deal of priced) {
      const price = deal.unitPriceExParking ?? deal.unitPrice!;
      expect(price).toBeGreaterThanOrEqual(60);
      expect(price).toBeLessThanOrEqual(80);
    }
  });

  it('refuses an unknown building type and ranges the wrong way round, saying which', async () => {
    const type = await get('/v1/real-price/deals?regionid=1&type=castle');
    expect(type.status).toBe(400);
    expect(type.body.message).toMatch(/^querystring\/type must be one of tower, /);
    const ages = await get('/v1/real-price/deals?regionid=1&ageMin=20&ageMax=10');
    expect(ages.status).toBe(400);
    expect(ages.body.message).toBe('querystring/ageMin must be less than ageMax');
    const prices = await get('/v1/real-price/trend?regionid=1&unitPriceMin=90&unitPriceMax=50');
    expect(prices.status).toBe(400);
  });
});

describe('GET /v1/real-price/trend', () => {
  it('gives each month’s median 萬/坪 of homes without parking, leaving special deals out', async () => {
    const { body } = await get('/v1/real-price/trend?regionid=1&months=120');
    expect(body.source).toEqual(SOURCE);
    const months = body.months.map((month: { month: string }) => month.month);
    expect(months).toEqual([...months].sort());
    const counted = await api.db
      .select({ tradedOn: realPriceDeals.tradedOn, price: realPriceDeals.unitPriceExParking })
      .from(realPriceDeals)
      .where(
        and(
          eq(realPriceDeals.source, 'moi'),
          gt(realPriceDeals.buildingCount, 0),
          isNotNull(realPriceDeals.unitPriceExParking),
          eq(realPriceDeals.special, false),
        ),
      );
    for (const { month, deals, medianUnitPrice } of body.months) {
      const prices = counted
        .filter((deal) => deal.tradedOn.startsWith(month))
        .map((deal) => deal.price!)
        .sort((a, b) => a - b);
      expect(deals).toBe(prices.length);
      const middle = prices.length / 2;
      const median =
        prices.length % 2
          ? prices[Math.floor(middle)]!
          : (prices[middle - 1]! + prices[middle]!) / 2;
      expect(medianUnitPrice).toBeCloseTo(median, 1);
    }
  });
});

describe('GET /v1/real-price/districts', () => {
  it('counts the region’s deals by district, with each district’s median, whatever district is asked', async () => {
    const { body } = await get(`/v1/real-price/districts?regionid=1&months=120&sectionid=${daan}`);
    expect(body.sample).toBe(false);
    expect(body.districts.length).toBe(12);
    const total = body.districts.reduce((sum: number, d: { deals: number }) => sum + d.deals, 0);
    expect(total).toBe((await get('/v1/real-price/deals?regionid=1&months=120')).body.total);
    const daanRow = body.districts.find((d: { id: number }) => d.id === daan);
    const trend = (await get(`/v1/real-price/deals?regionid=1&months=120&sectionid=${daan}`)).body;
    expect(daanRow).toMatchObject({ name: '大安區', deals: trend.total });
    expect(daanRow.lat).toBeGreaterThan(25);
    const counts = body.districts.map((d: { deals: number }) => d.deals);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('the land price page’s deals', () => {
  it('are the government’s land sales where imported, with their 段 and zoning as registered', async () => {
    const { body } = await get('/v1/land/price-records?region=1&pageSize=100');
    expect(body.sample).toBe(false);
    // The file's 40 land sales, all of known Taipei districts and with a 單價.
    expect(body.total).toBe(40);
    const serials = await api.db
      .select({ serial: realPriceDeals.serial })
      .from(realPriceDeals)
      .where(and(eq(realPriceDeals.target, '土地'), eq(realPriceDeals.source, 'moi')));
    expect(body.items.map((item: { serial: string }) => item.serial).sort()).toEqual(
      serials.map((row) => row.serial).sort(),
    );
    // Line 3 of the file: 松山區,土地,寶清段七小段489地號,11.9,商,…,10600000,890756
    const songshan = body.items.find(
      (item: { serial: string }) => item.serial === 'RPPNMLTJMHLGFDA08DA',
    );
    expect(songshan).toMatchObject({
      districtName: '松山區',
      landSection: '寶清段七小段',
      zoning: '商',
      area: 3.6,
      totalPrice: 1060,
      date: '2026-03-26',
    });
    expect(songshan.unitPrice).toBeCloseTo((890756 * 3.305785) / 10000, 1);
    // The trend counts the same deals, special ones and a 單價 of 0 (none given) left out.
    const trends = (await get('/v1/land/price-trends?region=1&years=2')).body;
    const recent = (await get('/v1/land/price-records?region=1&years=2&pageSize=100')).body;
    expect(trends.sample).toBe(false);
    expect(trends.quarters.reduce((sum: number, q: { count: number }) => sum + q.count, 0)).toBe(
      recent.items.filter(
        (item: { special: boolean; unitPrice: number }) => !item.special && item.unitPrice > 0,
      ).length,
    );
  });

  it('are the seed’s, marked as samples, where the region has none of the government’s', async () => {
    const { body } = await get('/v1/land/price-records?region=3&pageSize=5');
    expect(body.sample).toBe(true);
    expect(body.total).toBeGreaterThan(0);
  });
});

describe('answers kept until the next release', () => {
  it('computes a question once per release recorded, on whichever instance it was imported', async () => {
    const url = '/v1/real-price/deals?regionid=1&months=120&pageSize=5';
    const first = (await get(url)).body;
    const [top] = first.items as { serial: string; totalPrice: number }[];
    // Written past the importer (no release recorded): the kept answer still stands.
    await api.db
      .update(realPriceDeals)
      .set({ remarks: '更正後的備註' })
      .where(eq(realPriceDeals.serial, top!.serial));
    expect((await get(url)).body).toEqual(first);
    // A release recorded, as every import does: the next answer is computed afresh.
    await recordRelease(api.db, {
      sha256: 'a-later-release',
      url: 'file:///releases/a_lvr_land_a.csv',
      window: null,
      files: [],
    });
    const after = (await get(url)).body;
    expect(after.items[0]).toMatchObject({ serial: top!.serial, remarks: '更正後的備註' });
  });
});
