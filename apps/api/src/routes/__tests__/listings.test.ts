import type { ListingCard } from '@591/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 600 });
});
afterAll(() => api.close());

async function search(path: string) {
  const response = await api.app.inject({ method: 'GET', url: path });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; page: number; pageSize: number; items: ListingCard[] };
}

describe('listing search', () => {
  it('lists a section with a total, newest first by default', async () => {
    const result = await search('/v1/rent/listings?pageSize=10');
    expect(result.total).toBeGreaterThan(100);
    expect(result.items).toHaveLength(10);
    expect(
      result.items.every((item) => item.section === 'rent' && item.priceUnit === '元/月'),
    ).toBe(true);
    const times = result.items.map((item) => item.postedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by region, districts, kind and price band', async () => {
    const all = await search('/v1/rent/listings?region=1&pageSize=100');
    const district = all.items[0]!.districtId;
    const result = await search(
      `/v1/rent/listings?region=1&section=${district}&kind=1,2&price=5000_60000`,
    );
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items) {
      expect(item.regionId).toBe(1);
      expect(item.districtId).toBe(district);
      expect([1, 2]).toContain(item.kind);
      expect(item.price).toBeGreaterThanOrEqual(5000);
      expect(item.price).toBeLessThanOrEqual(60000);
    }
  });

  it('accepts regionid and repeated section parameters as the sale site spells them', async () => {
    const result = await search('/v1/sale/listings?regionid=3&section=30&section=31&pageSize=50');
    expect(
      result.items.every((item) => item.regionId === 3 && [30, 31].includes(item.districtId)),
    ).toBe(true);
  });

  it('treats open-ended price bands and sorts by money both ways', async () => {
    const up = await search('/v1/sale/listings?price=2000_&order=money&orderType=asc&pageSize=50');
    expect(up.items.every((item) => item.price >= 2000)).toBe(true);
    const prices = up.items.map((item) => item.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const down = await search(
      '/v1/sale/listings?price=_1000&order=money&orderType=desc&pageSize=50',
    );
    expect(down.items.every((item) => item.price <= 1000)).toBe(true);
    expect(down.items.map((item) => item.price)).toEqual(
      [...down.items.map((item) => item.price)].sort((a, b) => b - a),
    );
  });

  it('sorts by area and filters area bands', async () => {
    const result = await search(
      '/v1/rent/listings?area=10_30&order=area&orderType=asc&pageSize=50',
    );
    const areas = result.items.map((item) => item.area);
    expect(areas.every((area) => area >= 10 && area <= 30)).toBe(true);
    expect([...areas].sort((a, b) => a - b)).toEqual(areas);
  });

  it('filters rooms with 4 meaning four or more', async () => {
    const result = await search('/v1/rent/listings?kind=1&layout=4&pageSize=50');
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((item) => item.rooms >= 4)).toBe(true);
    const sale = await search('/v1/sale/listings?pattern=2,3&pageSize=50');
    expect(sale.items.every((item) => [2, 3].includes(item.rooms))).toBe(true);
  });

  it('filters feature tags, owners only and metro proximity', async () => {
    const pets = await search('/v1/rent/listings?features=pet,cook&pageSize=50');
    expect(pets.total).toBeGreaterThan(0);
    for (const item of pets.items) {
      expect(item.tags.map((tag) => tag.code)).toEqual(expect.arrayContaining(['pet', 'cook']));
    }
    const owners = await search('/v1/rent/listings?shType=host&pageSize=50');
    expect(owners.items.every((item) => item.posterRoleName === '屋主')).toBe(true);
    const metro = await search('/v1/rent/listings?mrt=1&pageSize=50');
    expect(metro.items.every((item) => item.metro !== null)).toBe(true);
  });

  it('finds listings by station and by metro line', async () => {
    const metro = await search('/v1/rent/listings?mrt=1&pageSize=1');
    const { stationId, lineId } = metro.items[0]!.metro!;
    const byStation = await search(`/v1/rent/listings?mrt=1&station=${stationId}`);
    expect(byStation.items.every((item) => item.metro?.stationId === stationId)).toBe(true);
    const byLine = await search(`/v1/rent/listings?mrtline=${lineId}&pageSize=50`);
    expect(byLine.total).toBeGreaterThan(0);
    const lines = await api.app.inject(`/v1/locations/metro-lines`);
    const stations = new Set(
      lines
        .json()
        .lines.find((line: { id: number }) => line.id === lineId)
        .stations.map((s: { id: number }) => s.id),
    );
    expect(byLine.items.every((item) => stations.has(item.metro?.stationId))).toBe(true);
  });

  it('filters sale labels and foreclosures', async () => {
    const drops = await search('/v1/sale/listings?label=1&pageSize=50');
    expect(
      drops.items.every(
        (item) => item.labels.some((label) => label.id === 1) && item.priceDrop! > 0,
      ),
    ).toBe(true);
    const auctions = await search('/v1/sale/listings?kind=22');
    expect(auctions.total).toBeGreaterThan(0);
    expect(auctions.items.every((item) => item.kindName === '法拍屋')).toBe(true);
  });

  it('finds listings by keyword in title or address', async () => {
    const sample = (await search('/v1/sale/listings?pageSize=1')).items[0]!;
    const keyword = sample.address.slice(0, 5);
    const result = await search(`/v1/sale/listings?keyword=${encodeURIComponent(keyword)}`);
    expect(result.items.map((item) => item.id)).toContain(sample.id);
  });

  it('lists business types: shop transfers carry a transfer fee', async () => {
    const transfers = await search('/v1/business/listings?type=6');
    expect(transfers.total).toBeGreaterThan(0);
    expect(
      transfers.items.every((item) => item.type === 6 && item.kind === 5 && item.transferFee! > 0),
    ).toBe(true);
    const offices = await search('/v1/business/listings?type=1&kind=6,12&price=_10000000');
    expect(offices.items.every((item) => item.type === 1 && [6, 12].includes(item.kind))).toBe(
      true,
    );
    const land = await search('/v1/land/listings?type=2&kind=11');
    expect(land.items.every((item) => item.kind === 11 && item.priceUnit === '萬')).toBe(true);
  });

  it('pages without overlap', async () => {
    const first = await search('/v1/rent/listings?page=1&pageSize=20');
    const second = await search('/v1/rent/listings?page=2&pageSize=20');
    expect(second.page).toBe(2);
    const ids = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => ids.has(item.id))).toBe(false);
  });

  it.each([
    ['/v1/rent/listings?region=abc', 'querystring/region'],
    ['/v1/rent/listings?region=99999999999999999999', 'querystring/region'],
    ['/v1/rent/listings?price=cheap', 'querystring/price'],
    ['/v1/rent/listings?price=5000_1000', 'querystring/price'],
    ['/v1/rent/listings?kind=11', 'querystring/kind'],
    ['/v1/rent/listings?type=2', 'querystring/type'],
    ['/v1/business/listings?price=1_2', 'querystring/price'],
    ['/v1/rent/listings?features=jacuzzi', 'querystring/features'],
    ['/v1/rent/listings?section=1,x', 'querystring/section'],
    ['/v1/rent/listings?section=99999999999', 'querystring/section'],
    ['/v1/rent/listings?order=random', 'querystring/order'],
    ['/v1/rent/listings?pageSize=1000', 'querystring/pageSize'],
    ['/v1/rent/listings?page=9000&pageSize=100', 'querystring/page'],
    ['/v1/sale/listings?label=7', 'querystring/label'],
  ])('answers %s with 400 naming the field', async (url, field) => {
    const response = await api.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.json().message).toContain(field);
  });

  it('rounds fractional bounds on whole-number columns inwards', async () => {
    const result = await search(
      '/v1/rent/listings?price=10000.5_20000.5&houseage=0.5_30.9&pageSize=50',
    );
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items) {
      expect(item.price).toBeGreaterThanOrEqual(10001);
      expect(item.price).toBeLessThanOrEqual(20000);
    }
    expect((await search('/v1/sale/listings?houseage=40000_99999')).total).toBe(0);
  });

  it('ignores unknown parameters such as tracking tags', async () => {
    const result = await search('/v1/rent/listings?utm_source=mail&csr=1&pageSize=1');
    expect(result.items).toHaveLength(1);
  });

  it('escapes LIKE wildcards in keywords', async () => {
    const result = await search('/v1/rent/listings?keyword=%25%25%25');
    expect(result.total).toBe(0);
  });
});

describe('listing detail', () => {
  it('returns facts, photos and poster of a rent listing', async () => {
    const [card] = (await search('/v1/rent/listings?kind=1&pageSize=1')).items;
    const response = await api.app.inject(`/v1/listings/${card!.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ id: card!.id, section: 'rent', title: card!.title });
    expect(detail.description.length).toBeGreaterThan(20);
    expect(detail.photos.length).toBeGreaterThanOrEqual(3);
    expect(detail.photos[0].srcset.avif).toContain('1280w');
    expect(detail.facts.rent).toMatchObject({
      depositMonths: expect.any(Number),
      equipment: expect.any(Array),
    });
    expect(detail.poster.roleName).toMatch(/屋主|仲介|代理人/);
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it('shows sale areas, public ratio and the price history', async () => {
    const [card] = (await search('/v1/sale/listings?kind=9&pageSize=1')).items;
    const detail = (await api.app.inject(`/v1/listings/${card!.id}`)).json();
    expect(detail.facts.sale).toMatchObject({
      mainArea: expect.any(Number),
      publicRatio: expect.any(Number),
    });
    expect(detail.facts.sale.priceHistory.at(-1).price).toBe(card!.price);
    expect(detail.unitPrice).toBeGreaterThan(0);
  });

  it('shows land facts', async () => {
    const [card] = (await search('/v1/land/listings?pageSize=1')).items;
    const detail = (await api.app.inject(`/v1/listings/${card!.id}`)).json();
    expect(detail.facts.land.lotNumber).toMatch(/段.*地號$/);
    expect(detail.facts.land).toMatchObject({
      zoning: expect.any(String),
      roadWidth: expect.any(Number),
    });
  });

  it('404s an unknown id in zh-TW, 400s a non-numeric or overflowing one', async () => {
    const missing = await api.app.inject('/v1/listings/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: '找不到該物件',
    });
    for (const id of ['abc', '1.5', '-3', '0', '99999999999', '2147483648']) {
      const response = await api.app.inject(`/v1/listings/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toContain('params/id');
    }
  });
});

describe('recommendations', () => {
  it('returns nearby, similar-price and similar-area groups without the listing itself', async () => {
    const [card] = (await search('/v1/rent/listings?region=1&kind=1&pageSize=1')).items;
    const response = await api.app.inject(`/v1/listings/${card!.id}/recommendations`);
    expect(response.statusCode).toBe(200);
    const groups = response.json();
    expect(Object.keys(groups)).toEqual(['nearby', 'similar_price', 'similar_area']);
    for (const group of Object.values(groups) as ListingCard[][]) {
      expect(group.length).toBeLessThanOrEqual(6);
      expect(group.some((item) => item.id === card!.id)).toBe(false);
    }
    const nearby = groups.nearby as ListingCard[];
    expect(nearby).toHaveLength(6);
    expect(nearby.every((item) => item.section === 'rent' && item.type === card!.type)).toBe(true);
    const distances = nearby.map((item) => Math.hypot(item.lat - card!.lat, item.lng - card!.lng));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    const areas = (groups.similar_area as ListingCard[]).map((item) =>
      Math.abs(item.area - card!.area),
    );
    expect([...areas].sort((a, b) => a - b)).toEqual(areas);
    for (const item of groups.similar_price as ListingCard[]) {
      expect(item.price).toBeGreaterThanOrEqual(card!.price * 0.85 - 1);
      expect(item.price).toBeLessThanOrEqual(card!.price * 1.15 + 1);
    }
  });

  it('answers for listings of every section, kind and price', async () => {
    for (let id = 1; id <= 600; id += 7) {
      const response = await api.app.inject(`/v1/listings/${id}/recommendations`);
      expect(response.statusCode, `listing ${id}`).toBe(200);
    }
  });

  it('404s an unknown listing', async () => {
    expect((await api.app.inject('/v1/listings/1999999999/recommendations')).statusCode).toBe(404);
  });
});
