import type { AskingMarket, DealPage } from '@591/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { listings, realPriceDeals } from '../../db/schema/index.ts';
import { loadLocationCatalog } from '../../services/location-catalog.ts';
import { windowStart } from '../../services/real-price/deal-window.ts';
import { refreshListingMarkets } from '../../services/real-price/listing-markets.ts';
import { importShippedRealPrice } from '../../services/real-price/shipped-data.ts';
import { newMobile, registerMember } from '../../test-support/members.ts';
import { COMPLETE_SALE, publishListing } from '../../test-support/postings.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 600 });
  await importShippedRealPrice(api.db, await loadLocationCatalog(api.db));
});
afterAll(() => api.close());

const get = async <T>(url: string) => {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
};

const marketOf = async (id: number) =>
  (await get<{ market: AskingMarket | null }>(`/v1/listings/${id}`)).body.market;

/** The deals 實價登錄 lists for a market's link, every page of them. */
async function dealsBehind(market: AskingMarket) {
  const { status, body } = await get<DealPage>(
    `/v1/real-price/deals?${market.priceQuery}&pageSize=100`,
  );
  expect(status).toBe(200);
  expect(body.total).toBeLessThanOrEqual(100);
  return body;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const value = Number.isInteger(middle)
    ? (sorted[middle - 1]! + sorted[middle]!) / 2
    : sorted[Math.floor(middle)]!;
  return Math.round(value * 100) / 100;
};

/** Sale listings of a region that have a market, by id. */
async function measuredSales(regionId: number) {
  return api.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.section, 'sale'),
        eq(listings.regionId, regionId),
        isNotNull(listings.market),
      ),
    )
    .orderBy(listings.id);
}

/** A market's figures checked against the deals its link lists: the same deals, the same median. */
async function expectLinkListsItsDeals(market: AskingMarket) {
  const page = await dealsBehind(market);
  expect(page.total).toBe(market.deals);
  expect(page.sample).toBe(market.sample);
  const prices = page.items.map((deal) => deal.unitPriceExParking!);
  expect(page.items.every((deal) => !deal.special && deal.unitPriceExParking !== null)).toBe(true);
  if (market.deals >= 3) {
    expect(market.median).toBe(median(prices));
    expect(market.low).toBe(Math.min(...prices));
    expect(market.high).toBe(Math.max(...prices));
  } else {
    expect([market.median, market.low, market.high]).toEqual([null, null, null]);
  }
}

describe('議價空間 of a sale listing', () => {
  it('measures a Taipei home against the register, and its link lists exactly those deals', async () => {
    const sales = await measuredSales(1);
    expect(sales.length).toBeGreaterThan(10);
    for (const { id } of sales.slice(0, 12)) {
      const market = (await marketOf(id))!;
      expect(market.sample).toBe(false);
      expect(market.months).toBe(24);
      await expectLinkListsItsDeals(market);
    }
  });

  it('narrows to the road and building type when that road has three deals or more', async () => {
    // The road of Taipei with the most registered 住宅大樓 deals of the last 24 months.
    const [newest] = await queryRows<{ on: string }>(
      api.db,
      sql`select max(traded_on)::text as on from ${realPriceDeals} where region_id = 1 and kind = 'sale' and source = 'moi'`,
    );
    const since = windowStart(newest!.on, 24);
    const deals = await queryRows<{ district_id: number; address: string }>(
      api.db,
      sql`select district_id, address from ${realPriceDeals}
        where region_id = 1 and kind = 'sale' and source = 'moi' and traded_on >= ${since}
          and building_type like '住宅大樓%' and unit_price_ex_parking is not null
          and not special and building_count > 0`,
    );
    const byRoad = new Map<string, { district_id: number; road: string; deals: number }>();
    for (const deal of deals) {
      // The road: the address up to its first digit, without the city.
      const road = /^臺北市([^0-9]*)/.exec(deal.address)?.[1];
      if (!road || !/[路街道段]$/.test(road)) continue;
      const counted = byRoad.get(road) ?? { district_id: deal.district_id, road, deals: 0 };
      byRoad.set(road, { ...counted, deals: counted.deals + 1 });
    }
    const road = [...byRoad.values()].sort((a, b) => b.deals - a.deals)[0];
    expect(road!.deals).toBeGreaterThanOrEqual(3);
    const [listing] = await measuredSales(1);
    await api.db
      .update(listings)
      .set({
        districtId: road!.district_id,
        address: `${road!.road}12巷`,
        buildingType: 2,
        communityId: null,
      })
      .where(eq(listings.id, listing!.id));
    await refreshListingMarkets(api.db, await loadLocationCatalog(api.db), [listing!.id]);
    const market = (await marketOf(listing!.id))!;
    expect(market.scope).toBe('road');
    expect(market.place).toBe(`${road!.road.replace(/^.+?區/, '')}的電梯大樓`);
    expect(market.deals).toBe(road!.deals);
    await expectLinkListsItsDeals(market);
  });

  it('says 範例資料 where a region has only generated deals, down to a community', async () => {
    const regions = await api.db
      .selectDistinct({ id: realPriceDeals.regionId })
      .from(realPriceDeals)
      .where(eq(realPriceDeals.source, 'moi'));
    const generatedOnly = await api.db
      .select({ id: listings.id, market: listings.market })
      .from(listings)
      .where(
        and(
          eq(listings.section, 'sale'),
          isNotNull(listings.market),
          sql`${listings.regionId} not in ${regions.map((region) => region.id)}`,
        ),
      );
    expect(generatedOnly.length).toBeGreaterThan(0);
    expect(generatedOnly.every((row) => row.market!.sample)).toBe(true);
    const community = generatedOnly.find((row) => row.market!.scope === 'community')!;
    const few = generatedOnly.find((row) => row.market!.deals < 3)!;
    for (const { id } of [community, few]) {
      const market = (await marketOf(id))!;
      expect(market.sample).toBe(true);
      await expectLinkListsItsDeals(market);
    }
    expect((await marketOf(few.id))!.median).toBeNull();
  });

  it('is measured when a home is posted, and is absent for anything but a home for sale', async () => {
    const { cookie } = await registerMember(api.app, { mobile: newMobile() });
    const id = await publishListing(api.app, cookie, 'sale', COMPLETE_SALE);
    const market = (await marketOf(id))!;
    expect(market.scope).toBe('district');
    expect(market.sample).toBe(false);
    await expectLinkListsItsDeals(market);
    const [rental] = await api.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.section, 'rent'))
      .limit(1);
    expect(await marketOf(rental!.id)).toBeNull();
  });
});

describe('開價低於行情 on the sale list', () => {
  it('keeps homes asking less than their deals, and sorts the furthest below first', async () => {
    type Page = { total: number; items: { id: number; unitPrice: number | null }[] };
    const all = await get<Page>('/v1/sale/listings?regionid=1&pageSize=100');
    const below = await get<Page>('/v1/sale/listings?regionid=1&market=below&pageSize=100');
    expect(below.status).toBe(200);
    expect(below.body.total).toBeGreaterThan(0);
    expect(below.body.total).toBeLessThan(all.body.total);
    for (const { id, unitPrice } of below.body.items) {
      const market = (await marketOf(id))!;
      expect(unitPrice!).toBeLessThan(market.median!);
    }
    const sorted = await get<Page>(
      '/v1/sale/listings?regionid=1&order=market&orderType=asc&pageSize=100',
    );
    const ratios = [];
    for (const { id, unitPrice } of sorted.body.items.slice(0, 8)) {
      const market = (await marketOf(id))!;
      ratios.push(unitPrice! / market.median!);
    }
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
    expect(ratios[0]).toBeLessThan(1);
  });
});

describe('實價登錄 by road and community', () => {
  it('refuses a road without one district, and a community of another region', async () => {
    expect((await get('/v1/real-price/deals?regionid=1&road=羅斯福路一段')).status).toBe(400);
    expect((await get('/v1/real-price/deals?regionid=1&sectionid=1&road=%25')).status).toBe(400);
    const [elsewhere] = await queryRows<{ id: number }>(
      api.db,
      sql`select id from communities where region_id <> 1 limit 1`,
    );
    const other = await get<{ message: string }>(
      `/v1/real-price/deals?regionid=1&community=${elsewhere!.id}`,
    );
    expect(other.status).toBe(404);
    expect(other.body.message).toContain('Community');
  });

  it('keeps a road apart from its sections: 中山北路 is not 中山北路二段', async () => {
    const all = await get<DealPage>('/v1/real-price/deals?regionid=1&months=120&pageSize=100');
    const onSection = all.body.items.find((deal) =>
      /^臺北市.+?區.+?路[一二三四五六七八九十]段/.test(deal.address),
    )!;
    const [, district, road] = /^臺北市(.+?區)(.+?路)[一二三四五六七八九十]段/.exec(
      onSection.address,
    )!;
    const catalog = await loadLocationCatalog(api.db);
    const districtId = catalog.regionById.get(1)!.districts.find((d) => d.name === district)!.id;
    const bare = await get<DealPage>(
      `/v1/real-price/deals?regionid=1&months=120&sectionid=${districtId}&road=${encodeURIComponent(road!)}&pageSize=100`,
    );
    expect(bare.status).toBe(200);
    expect(bare.body.items.some((deal) => deal.serial === onSection.serial)).toBe(false);
  });
});
