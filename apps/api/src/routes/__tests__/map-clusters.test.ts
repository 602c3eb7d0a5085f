import { boxParam, cellAlignedBox, type GeoBox } from '@591/config';
import type { ClusterAnswer } from '@591/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 400 });
});
afterAll(() => api.close());

const TAIPEI = '121.4,24.9,121.7,25.3';

async function get<T>(path: string): Promise<T> {
  const response = await api.app.inject(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const records = (query: string) =>
  get<ClusterAnswer>(`/v1/land/price-records/clusters?region=1&years=2&${query}`);

describe('the real-price register’s clusters', () => {
  it('counts the records the list of records finds in the box', async () => {
    const answer = await records(`bbox=${TAIPEI}&zoom=11`);
    const list = await get<{ total: number }>(
      `/v1/land/price-records?region=1&years=2&bbox=${TAIPEI}&pageSize=100`,
    );
    expect(answer.priceUnit).toBe('萬/坪');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBe(list.total);
    expect(answer.clusters.reduce((sum, each) => sum + each.count, 0)).toBe(answer.total);
    const all = await get<{ total: number }>('/v1/land/price-records?region=1&pageSize=1');
    expect(all.total).toBeGreaterThan(list.total);
  });

  it('gives a cluster the map cell of exactly its own records, as listing maps have them', async () => {
    const box: GeoBox = { west: 121.45, south: 24.96, east: 121.67, north: 25.21 };
    const answer = await records(`bbox=${boxParam(cellAlignedBox(box, 12))}&zoom=12`);
    const several = answer.clusters.filter((each) => each.cell);
    expect(several.length).toBeGreaterThan(0);
    for (const cluster of several) {
      const [cellSouth, cellWest, cellNorth, cellEast] = cluster.cell!;
      const inCell = await get<{ total: number }>(
        `/v1/land/price-records?region=1&years=2&bbox=${cellWest},${cellSouth},${cellEast},${cellNorth}&pageSize=1`,
      );
      expect(inCell.total).toBe(cluster.count);
    }
  });

  it.each([
    ['zoom=12', 'querystring/bbox is required'],
    [`bbox=${TAIPEI}`, 'querystring/zoom is required'],
    [`bbox=${TAIPEI}&zoom=6`, 'querystring/zoom must be >= 7'],
    [`bbox=${TAIPEI}&zoom=19`, 'querystring/zoom must be <= 18'],
    ['bbox=121.6,25,121.5,25.1&zoom=12', 'west below east'],
    ['bbox=north&zoom=12', 'querystring/bbox must be west,south,east,north'],
    ['bbox=119,21.8,122.1,26.4&zoom=13', 'more than a map of 1280×1024 px shows'],
  ])('refuses %s with 400: %s', async (query, message) => {
    const response = await api.app.inject(`/v1/land/price-records/clusters?region=1&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a bad box on the lists too', async () => {
    for (const path of [
      '/v1/rent/listings?bbox=1,2,3',
      '/v1/land/price-records?region=1&bbox=121.6,25,121.5,25.1',
    ]) {
      const response = await api.app.inject(path);
      expect(response.statusCode, path).toBe(400);
    }
  });
});
