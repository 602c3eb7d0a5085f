import type { DealPage, NewBuildDetail, RentMarket } from '@591/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBuilds } from '../../db/schema/index.ts';
import { loadLocationCatalog } from '../../services/location-catalog.ts';
import {
  importShippedRealPrice,
  SHARED_REAL_PRICE_DIR,
  SHIPPED_REAL_PRICE_DIR,
} from '../../services/real-price/shipped-data.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** 雲林縣: its 2026 pre-sale register names each deal's 建案名稱 and 棟及號. */
const YUNLIN = 14;

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 600 });
  const catalog = await loadLocationCatalog(api.db);
  await importShippedRealPrice(api.db, catalog, [SHIPPED_REAL_PRICE_DIR, SHARED_REAL_PRICE_DIR]);
});
afterAll(() => api.close());

const get = async <T>(url: string) => {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
};

describe('pre-sales (預售屋) on 實價登錄', () => {
  it('names each deal’s project and unit, and how current the data is', async () => {
    const { status, body } = await get<DealPage>(
      `/v1/real-price/deals?regionid=${YUNLIN}&kind=presale&months=120&pageSize=100`,
    );
    expect(status).toBe(200);
    expect(body.total).toBe(17);
    expect(body.sample).toBe(false);
    expect(body.items.every((deal) => deal.projectName && deal.unitNumber)).toBe(true);
    const dates = body.items.map((deal) => deal.tradedOn).sort();
    expect(body.newest).toBe(dates.at(-1));
  });

  it('lists one project’s deals by its 建案名稱', async () => {
    const all = await get<DealPage>(
      `/v1/real-price/deals?regionid=${YUNLIN}&kind=presale&months=120&pageSize=100`,
    );
    const name = all.body.items[0]!.projectName!;
    const own = all.body.items.filter((deal) => deal.projectName === name);
    const { body } = await get<DealPage>(
      `/v1/real-price/deals?regionid=${YUNLIN}&kind=presale&months=120&pageSize=100&project=${encodeURIComponent(name)}`,
    );
    expect(body.total).toBe(own.length);
    expect(body.items.map((deal) => deal.serial).sort()).toEqual(
      own.map((deal) => deal.serial).sort(),
    );
  });

  it('shows a project its own registered deals, and none where the register names it not', async () => {
    const all = await get<DealPage>(
      `/v1/real-price/deals?regionid=${YUNLIN}&kind=presale&months=120&pageSize=100`,
    );
    const counts = new Map<string, number>();
    for (const deal of all.body.items) {
      counts.set(deal.projectName!, (counts.get(deal.projectName!) ?? 0) + 1);
    }
    const [name, total] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const [project, other] = await api.db.select().from(newBuilds).orderBy(newBuilds.id).limit(2);
    await api.db
      .update(newBuilds)
      .set({ regionId: YUNLIN, name })
      .where(eq(newBuilds.id, project!.id));
    const { body } = await get<NewBuildDetail>(`/v1/new-builds/${project!.id}`);
    expect(body.presale!.total).toBe(total);
    expect(body.presale!.deals.every((deal) => deal.projectName === name)).toBe(true);
    if (total < 3) expect(body.presale!.medianUnitPrice).toBeNull();
    const linked = await get<DealPage>(`/v1/real-price/deals?${body.presale!.priceQuery}`);
    expect(linked.body.total).toBe(total);

    expect((await get<NewBuildDetail>(`/v1/new-builds/${other!.id}`)).body.presale).toBeNull();
  });
});

describe('rentals (租賃) on 實價登錄', () => {
  it('lists Taipei’s registered rents, with the newest deal’s date', async () => {
    const { status, body } = await get<DealPage>(
      '/v1/real-price/deals?regionid=1&kind=rent&months=120&pageSize=100',
    );
    expect(status).toBe(200);
    expect(body.total).toBe(347);
    expect(body.sample).toBe(false);
    expect(body.newest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A month's rent, in 萬: tens of thousands of 元 at most for a home.
    const homes = body.items.filter((deal) => deal.buildingType.startsWith('住宅大樓'));
    expect(homes.length).toBeGreaterThan(0);
    expect(homes.every((deal) => deal.totalPrice < 100)).toBe(true);
  });
});

describe('a rental against the register (租金行情)', () => {
  it('compares a Taipei whole-floor rental with its district’s registered rents of its size', async () => {
    const { items } = (
      await get<{ items: { id: number; kind: number; area: number; districtId: number }[] }>(
        '/v1/rent/listings?regionid=1&kind=1&pageSize=100',
      )
    ).body;
    let compared = 0;
    for (const { id } of items) {
      const { body } = await get<{ rentMarket: RentMarket | null; price: number }>(
        `/v1/listings/${id}`,
      );
      const market = body.rentMarket!;
      expect(market.kindName).toBe('整層住家');
      const linked = await get<DealPage>(`/v1/real-price/deals?${market.priceQuery}&pageSize=100`);
      expect(linked.body.total).toBe(market.deals);
      const rents = linked.body.items.map((deal) =>
        Math.round((deal.totalPrice - deal.parkingPrice) * 10_000),
      );
      if (market.deals >= 3) {
        compared += 1;
        expect(market.low).toBe(Math.min(...rents));
        expect(market.high).toBe(Math.max(...rents));
        expect(market.median! >= market.low! && market.median! <= market.high!).toBe(true);
      } else {
        expect(market.median).toBeNull();
      }
      expect(linked.body.items.every((deal) => !deal.special)).toBe(true);
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('is left out where the register has no rentals, and for kinds it does not record', async () => {
    const elsewhere = await get<{ items: { id: number }[] }>(
      '/v1/rent/listings?regionid=3&kind=1&pageSize=1',
    );
    const { body } = await get<{ rentMarket: RentMarket | null }>(
      `/v1/listings/${elsewhere.body.items[0]!.id}`,
    );
    expect(body.rentMarket).toBeNull();
    const parking = await get<{ items: { id: number }[] }>(
      '/v1/rent/listings?regionid=1&kind=8&pageSize=1',
    );
    if (parking.body.items[0]) {
      const detail = await get<{ rentMarket: RentMarket | null }>(
        `/v1/listings/${parking.body.items[0].id}`,
      );
      expect(detail.body.rentMarket).toBeNull();
    }
  });

  it('refuses an area band the wrong way round', async () => {
    const { status } = await get('/v1/real-price/deals?regionid=1&kind=rent&areaMin=20&areaMax=10');
    expect(status).toBe(400);
  });
});
