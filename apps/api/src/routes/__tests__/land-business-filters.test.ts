import type { ListingCard } from '@591/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
let land: ListingCard[];
let business: ListingCard[];

/** Every result of a search, page by page, so filters can be checked against the whole set. */
async function all(path: string): Promise<ListingCard[]> {
  const items: ListingCard[] = [];
  for (let page = 1; ; page++) {
    const response = await api.app.inject(
      `${path}${path.includes('?') ? '&' : '?'}pageSize=100&page=${page}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as { total: number; items: ListingCard[] };
    items.push(...result.items);
    if (items.length >= result.total) return items;
  }
}

const idsOf = (cards: ListingCard[]) => cards.map((card) => card.id).sort((a, b) => a - b);

async function detailOf(id: number) {
  return (await api.app.inject(`/v1/listings/${id}`)).json();
}

beforeAll(async () => {
  api = await createTestApp({ listings: 1500 });
  land = await all('/v1/land/listings');
  business = await all('/v1/business/listings');
});
afterAll(() => api.close());

describe('land filters', () => {
  it('gives land cards their zone and road width, business cards their frontage', () => {
    expect(land.length).toBeGreaterThan(60);
    for (const card of land) {
      expect(card.zoneName, card.title).toEqual(expect.any(String));
      expect(card.roadWidth).toBeGreaterThan(0);
    }
    const shops = business.filter((card) => card.kind === 5);
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.every((card) => card.frontage! > 0 && card.zoneName === null)).toBe(true);
  });

  it('narrows by use zone, one or several', async () => {
    const residential = await all('/v1/land/listings?zone=1,2&zone=3');
    expect(residential.length).toBeGreaterThan(0);
    expect(idsOf(residential)).toEqual(
      idsOf(
        land.filter((card) =>
          ['第一種住宅區', '第二種住宅區', '第三種住宅區'].includes(card.zoneName!),
        ),
      ),
    );
    const farms = await all('/v1/land/listings?zone=6');
    expect(idsOf(farms)).toEqual(idsOf(land.filter((card) => card.zoneName === '特定農業區')));
  });

  it('narrows by road width bands, bounds included', async () => {
    const narrow = await all('/v1/land/listings?roadwidth=_4');
    expect(narrow.length).toBeGreaterThan(0);
    expect(idsOf(narrow)).toEqual(idsOf(land.filter((card) => card.roadWidth! <= 4)));
    const wide = await all('/v1/land/listings?roadwidth=8_12,12_');
    expect(idsOf(wide)).toEqual(idsOf(land.filter((card) => card.roadWidth! >= 8)));
  });

  it('finds foreclosed land: sales with an auction round in their facts', async () => {
    const auctions = await all('/v1/land/listings?special=foreclosure');
    expect(auctions.length).toBeGreaterThan(0);
    for (const card of auctions) {
      expect(card.type).toBe(2);
      expect(card.title).toMatch(/^法拍 第[1-4]拍/);
      const { facts } = await detailOf(card.id);
      expect(facts.land.foreclosure.round).toBeGreaterThanOrEqual(1);
      expect(facts.land.foreclosure.round).toBeLessThanOrEqual(4);
    }
    const others = land.filter((card) => !auctions.some((auction) => auction.id === card.id));
    for (const card of others.slice(0, 20)) {
      expect((await detailOf(card.id)).facts.land.foreclosure).toBeUndefined();
    }
  });

  it('finds farmland large enough for a farmhouse, and large plots', async () => {
    const farmhouse = await all('/v1/land/listings?special=farmhouse');
    expect(farmhouse.length).toBeGreaterThan(0);
    const bigFarms = [];
    for (const card of land.filter((card) => card.area >= 756)) {
      if ((await detailOf(card.id)).facts.land.landCategory === '農牧用地') bigFarms.push(card);
    }
    expect(idsOf(farmhouse)).toEqual(idsOf(bigFarms));
    const large = await all('/v1/land/listings?special=large');
    expect(idsOf(large)).toEqual(idsOf(land.filter((card) => card.area >= 1000)));
    const either = await all('/v1/land/listings?special=farmhouse,large');
    expect(idsOf(either)).toEqual(
      idsOf([...new Map([...farmhouse, ...large].map((c) => [c.id, c])).values()]),
    );
  });
});

describe('business filters', () => {
  it('narrows by floor: ground, upper floors, basement', async () => {
    const ground = await all('/v1/business/listings?floor=1');
    expect(ground.length).toBeGreaterThan(0);
    expect(
      ground.every(
        (card) => card.floorText?.startsWith('1F') || card.floorText?.startsWith('整棟'),
      ),
    ).toBe(true);
    const upper = await all('/v1/business/listings?floor=2');
    expect(upper.length).toBeGreaterThan(0);
    const basement = await all('/v1/business/listings?floor=3');
    expect(basement.length).toBeGreaterThan(0);
    for (const card of basement) {
      expect((await detailOf(card.id)).facts.business.floorText).toBe('B1+1F');
    }
    const groundOrBasement = await all('/v1/business/listings?floor=1,3');
    expect(idsOf(groundOrBasement)).toEqual(idsOf([...ground, ...basement]));
    const floored = business.filter((card) => card.floorText !== null);
    expect(ground.length + upper.length + basement.length).toBe(floored.length);
  });

  it('narrows by frontage bands', async () => {
    const wide = await all('/v1/business/listings?frontage=8_');
    expect(wide.length).toBeGreaterThan(0);
    expect(idsOf(wide)).toEqual(idsOf(business.filter((card) => card.frontage! >= 8)));
    const narrow = await all('/v1/business/listings?type=1&frontage=_5');
    expect(idsOf(narrow)).toEqual(
      idsOf(
        business.filter((card) => card.type === 1 && card.frontage !== null && card.frontage <= 5),
      ),
    );
  });
});

describe('section-only parameters', () => {
  it.each([
    ['/v1/sale/listings?zone=1', 'querystring/zone applies to land listings only'],
    ['/v1/business/listings?roadwidth=_4', 'querystring/roadwidth applies to land listings only'],
    ['/v1/rent/listings?special=large', 'querystring/special applies to land listings only'],
    ['/v1/land/listings?floor=1', 'querystring/floor applies to business listings only'],
    ['/v1/sale/listings?frontage=5_8', 'querystring/frontage applies to business listings only'],
    ['/v1/land/listings?zone=10', 'querystring/zone must list 1, 2, 3, 4, 5, 6, 7, 8, 9'],
    ['/v1/land/listings?zone=a', 'querystring/zone must list whole numbers'],
    ['/v1/land/listings?roadwidth=wide', 'querystring/roadwidth must look like lower_upper'],
    ['/v1/land/listings?roadwidth=12_8', 'querystring/roadwidth has a lower bound above'],
    [
      '/v1/land/listings?special=cheap',
      'querystring/special must list foreclosure, farmhouse, large',
    ],
    ['/v1/business/listings?floor=4', 'querystring/floor must list 1, 2, 3'],
    ['/v1/business/listings?frontage=5-8', 'querystring/frontage must look like lower_upper'],
  ])('answers %s with 400: %s', async (url, message) => {
    const response = await api.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.json().message).toContain(message);
  });
});

describe('filter choices', () => {
  it('offers land zones, road widths and specials on land only', async () => {
    const filters = (await api.app.inject('/v1/land/filters?region=1&type=2')).json();
    expect(filters.zones).toHaveLength(9);
    expect(filters.zones[0]).toEqual({ id: 1, name: '第一種住宅區' });
    expect(filters.zones[8]).toEqual({ id: 9, name: '山坡地保育區' });
    expect(filters.roadWidths).toEqual([
      { id: '_4', name: '4米以下' },
      { id: '4_8', name: '4-8米' },
      { id: '8_12', name: '8-12米' },
      { id: '12_', name: '12米以上' },
    ]);
    expect(filters.specials).toEqual([
      { id: 'foreclosure', name: '法拍土地' },
      { id: 'farmhouse', name: '農地可建農舍' },
      { id: 'large', name: '大面積土地' },
    ]);
    expect(filters.floors).toEqual([]);
    expect(filters.frontages).toEqual([]);
  });

  it('offers floors and frontages on business only', async () => {
    const filters = (await api.app.inject('/v1/business/filters?type=1&kind=5')).json();
    expect(filters.floors).toEqual([
      { id: 1, name: '一樓' },
      { id: 2, name: '二樓以上' },
      { id: 3, name: '地下室' },
    ]);
    expect(filters.frontages.map((option: { id: string }) => option.id)).toEqual([
      '_5',
      '5_8',
      '8_12',
      '12_',
    ]);
    expect(filters.zones).toEqual([]);
    const rent = (await api.app.inject('/v1/rent/filters')).json();
    expect([rent.zones, rent.roadWidths, rent.specials, rent.floors, rent.frontages]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });
});
