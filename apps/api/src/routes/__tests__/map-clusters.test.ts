import { boxParam, type GeoBox, gridAlignedBox, MAP_CELL_PX, MAX_MAP_VIEW_PX } from '@591/config';
import type { ClusterAnswer, ListingCard, MapCluster } from '@591/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 1500 });
});
afterAll(() => api.close());

/** Taipei as a city view shows it, a district's view, and a few streets of 大安區. */
const TAIPEI = '121.45,24.96,121.67,25.21';
const DAAN = '121.52,25.02,121.56,25.045';
const STREETS = '121.538,25.03,121.548,25.037';

async function get<T>(path: string): Promise<T> {
  const response = await api.app.inject(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const clusters = (query: string) => get<ClusterAnswer>(`/v1/rent/map/clusters?${query}`);

/** The ids the list finds for a query, every page of them. */
async function listedIds(path: string): Promise<{ total: number; ids: number[] }> {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page === 1 || ids.length < total; page += 1) {
    const result = await get<{ total: number; items: ListingCard[] }>(
      `${path}&pageSize=100&page=${page}`,
    );
    total = result.total;
    ids.push(...result.items.map((item) => item.id));
    if (result.items.length === 0) break;
  }
  return { total, ids };
}

const inside = (box: GeoBox, point: { lat: number; lng: number }) =>
  point.lng >= box.west &&
  point.lng <= box.east &&
  point.lat >= box.south &&
  point.lat <= box.north;

const boxOf = (text: string): GeoBox => {
  const [west, south, east, north] = text.split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { west, south, east, north };
};

describe('map clusters', () => {
  it.each([
    ['region=1', TAIPEI, 12],
    ['region=1&kind=2&price=5000_20000', TAIPEI, 12],
    ['region=1&mrt=1&features=pet', TAIPEI, 11],
    ['region=1', DAAN, 15],
    ['region=1&shType=host', DAAN, 15],
    ['region=1', STREETS, 17],
  ])('counts exactly what the list finds for %s in %s at zoom %i', async (filters, bbox, zoom) => {
    const answer = await clusters(`${filters}&bbox=${bbox}&zoom=${zoom}`);
    const list = await listedIds(`/v1/rent/listings?${filters}&bbox=${bbox}`);
    expect(answer.total).toBe(list.total);
    expect(answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(list.total);
    expect(answer.total).toBeGreaterThan(0);
    const singles = answer.clusters.filter((cluster) => cluster.count === 1);
    for (const single of singles) expect(list.ids).toContain(single.id);
    for (const cluster of answer.clusters) expect(inside(boxOf(bbox), cluster)).toBe(true);
  });

  it('gives a cluster the cell and price range of exactly its own listings', async () => {
    const view = boxParam(gridAlignedBox(boxOf(TAIPEI), 12));
    const answer = await clusters(`region=1&bbox=${view}&zoom=12`);
    const several = answer.clusters.filter((item) => item.count > 1);
    expect(several.length).toBeGreaterThan(2);
    const cluster = several.sort((a, b) => a.count - b.count)[0] as Required<MapCluster>;
    const [south, west, north, east] = cluster.cell;
    expect(cluster.lat).toBeGreaterThanOrEqual(south);
    expect(cluster.lat).toBeLessThanOrEqual(north);
    const members = await get<{ total: number; items: ListingCard[] }>(
      `/v1/rent/listings?region=1&bbox=${west},${south},${east},${north}&pageSize=100`,
    );
    expect(members.total).toBe(cluster.count);
    const prices = members.items.map((item) => item.price);
    expect(cluster.minPrice).toBe(Math.min(...prices));
    expect(cluster.maxPrice).toBe(Math.max(...prices));
    expect(cluster.id).toBeUndefined();
  });

  it('shows single listings with their ids and prices when zoomed in to a street', async () => {
    const far = await clusters(`region=1&bbox=${DAAN}&zoom=12`);
    const near = await clusters(`region=1&bbox=${DAAN}&zoom=15`);
    expect(near.total).toBe(far.total);
    expect(near.clusters.length).toBeGreaterThan(far.clusters.length);
    const singles = near.clusters.filter((cluster) => cluster.count === 1);
    expect(singles.length).toBeGreaterThan(0);
    const listing = await get<ListingCard>(`/v1/listings/${singles[0]!.id}`);
    expect(singles[0]).toMatchObject({
      lat: listing.lat,
      lng: listing.lng,
      minPrice: listing.price,
      maxPrice: listing.price,
    });
    expect(near.priceUnit).toBe('元/月');
  });

  it('never answers more cells than the largest view holds, whatever the catalogue', async () => {
    const view = gridAlignedBox({ west: 120.9, south: 24.6, east: 122.1, north: 25.4 }, 10);
    const answer = await clusters(`bbox=${boxParam(view)}&zoom=10`);
    const cells =
      (MAX_MAP_VIEW_PX.width / MAP_CELL_PX + 1) * (MAX_MAP_VIEW_PX.height / MAP_CELL_PX + 1);
    expect(answer.clusters.length).toBeLessThanOrEqual(cells);
    expect(answer.clusters.length).toBeGreaterThan(1);
  });

  it('answers the same whole cells for views a little apart, as the grid is fixed', async () => {
    const a = gridAlignedBox(boxOf('121.5,25.0,121.55,25.04'), 14);
    const b = gridAlignedBox(boxOf('121.50001,25.00001,121.55001,25.04001'), 14);
    expect(a).toEqual(b);
    const answer = await clusters(`region=1&bbox=${boxParam(a)}&zoom=14`);
    expect(answer.total).toBeGreaterThan(0);
  });

  it('maps sale and land listings the same way, each in its price unit', async () => {
    const sale = await get<ClusterAnswer>(
      `/v1/sale/map/clusters?regionid=1&bbox=${TAIPEI}&zoom=12`,
    );
    expect(sale.priceUnit).toBe('萬');
    expect(sale.total).toBe((await listedIds(`/v1/sale/listings?regionid=1&bbox=${TAIPEI}`)).total);
    const land = await get<ClusterAnswer>(
      `/v1/land/map/clusters?type=2&region=3&bbox=120.9,24.6,122.1,25.4&zoom=9`,
    );
    expect(land.priceUnit).toBe('萬');
    expect(land.total).toBe(
      (await listedIds('/v1/land/listings?type=2&region=3&bbox=120.9,24.6,122.1,25.4')).total,
    );
  });

  it('clusters the real-price register’s records like the list of records', async () => {
    const box = '121.4,24.9,121.7,25.3';
    const answer = await get<ClusterAnswer>(
      `/v1/land/price-records/clusters?region=1&years=2&bbox=${box}&zoom=11`,
    );
    const records = await get<{ total: number; items: { unitPrice: number }[] }>(
      `/v1/land/price-records?region=1&years=2&bbox=${box}&pageSize=100`,
    );
    expect(answer.priceUnit).toBe('萬/坪');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBe(records.total);
    const all = await get<{ total: number }>('/v1/land/price-records?region=1&pageSize=1');
    expect(all.total).toBeGreaterThan(records.total);
  });

  it('is cached briefly by browsers and the CDN, like a list', async () => {
    const response = await api.app.inject(`/v1/rent/map/clusters?region=1&bbox=${DAAN}&zoom=15`);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
  });

  it.each([
    ['region=1&zoom=12', 'querystring/bbox is required'],
    [`region=1&bbox=${TAIPEI}`, 'querystring/zoom is required'],
    [`region=1&bbox=${TAIPEI}&zoom=6`, 'querystring/zoom must be >= 7'],
    [`region=1&bbox=${TAIPEI}&zoom=19`, 'querystring/zoom must be <= 18'],
    [`region=1&bbox=${TAIPEI}&zoom=12.5`, 'querystring/zoom must be integer'],
    ['region=1&bbox=121.6,25,121.5,25.1&zoom=12', 'west below east'],
    ['region=1&bbox=north&zoom=12', 'querystring/bbox must be west,south,east,north'],
    ['region=1&bbox=119,21.8,122.1,26.4&zoom=13', 'more than a map of 1280×1024 px shows'],
    [`region=1&kind=9&bbox=${TAIPEI}&zoom=12`, 'querystring/kind 9 is not listed in rent'],
    [`region=1&zone=1&bbox=${TAIPEI}&zoom=12`, 'querystring/zone applies to land listings only'],
  ])('refuses %s with 400: %s', async (query, message) => {
    const response = await api.app.inject(`/v1/rent/map/clusters?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a bad box on the list and the records too', async () => {
    for (const path of [
      '/v1/rent/listings?bbox=1,2,3',
      '/v1/land/price-records?region=1&bbox=121.6,25,121.5,25.1',
      '/v1/land/price-records/clusters?region=1&bbox=121.4,24.9,121.7,25.3&zoom=20',
    ]) {
      const response = await api.app.inject(path);
      expect(response.statusCode, path).toBe(400);
    }
  });
});
