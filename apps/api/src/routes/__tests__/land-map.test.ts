import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingCard } from '../../services/listing-view.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { REAL_PRICE_YEARS } from '../land-map.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 1500 });
});
afterAll(() => api.close());

interface LandMap {
  regionId: number;
  mode: string;
  center: { lat: number; lng: number };
  total: number;
  points: { id: number; lat: number; lng: number; label: string; price: number; unit: string }[];
}

async function map(query: string) {
  const response = await api.app.inject(`/v1/land/map?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json() as LandMap, cacheControl: response.headers['cache-control'] };
}

async function landCards(query: string): Promise<ListingCard[]> {
  return (await api.app.inject(`/v1/land/listings?${query}&pageSize=100`)).json().items;
}

describe('land map', () => {
  it('places the region’s land for sale by default, in 萬, one point per listing', async () => {
    const { body, cacheControl } = await map('region=1&mode=in-sale');
    expect(cacheControl).toBe('public, max-age=60');
    expect(body).toMatchObject({ regionId: 1, mode: 'in-sale' });
    expect(body.center.lat).toBeCloseTo(25.04, 1);
    const sales = await landCards('region=1&type=2');
    expect(body.total).toBe(sales.length);
    expect(body.points.map((point) => point.id).sort()).toEqual(
      sales.map((card) => card.id).sort(),
    );
    const card = sales[0]!;
    expect(body.points.find((point) => point.id === card.id)).toEqual({
      id: card.id,
      lat: card.lat,
      lng: card.lng,
      label: card.title,
      price: card.price,
      unit: '萬',
    });
  });

  it('places land for rent with type=1, priced a month', async () => {
    const { body } = await map('region=3&mode=in-sale&type=1');
    const rentals = await landCards('region=3&type=1');
    expect(body.total).toBe(rentals.length);
    expect(body.points.every((point) => point.unit === '元/月')).toBe(true);
  });

  it('places the register’s sales of the last two years near their districts, per 坪', async () => {
    const { body, cacheControl } = await map('region=1&mode=real-price');
    expect(cacheControl).toBe('public, max-age=3600');
    expect(body.total).toBeGreaterThan(0);
    expect(body.points).toHaveLength(body.total);
    const region = (await api.app.inject('/v1/locations/regions/1')).json();
    const districtNames = region.districts.map((district: { name: string }) => district.name);
    for (const point of body.points) {
      expect(point.unit).toBe('萬/坪');
      expect(point.price).toBeGreaterThan(0);
      expect(
        districtNames.some((name: string) => point.label.startsWith(name)),
        point.label,
      ).toBe(true);
      expect(point.label).toMatch(/段 \S+/);
      expect(Math.abs(point.lat - body.center.lat)).toBeLessThan(0.3);
      expect(Math.abs(point.lng - body.center.lng)).toBeLessThan(0.3);
    }
    const since = new Date();
    since.setUTCFullYear(since.getUTCFullYear() - REAL_PRICE_YEARS);
    const records = (
      await api.app.inject('/v1/land/price-records?region=1&pageSize=100&order=date')
    ).json();
    const recent = records.items.filter(
      (record: { date: string }) => record.date >= since.toISOString().slice(0, 10),
    );
    const record = recent[0];
    expect(body.points.find((point) => point.id === record.id)).toMatchObject({
      label: `${record.districtName}${record.landSection} ${record.zoning}`,
      price: record.unitPrice,
    });
    const older = records.items.find(
      (item: { date: string }) => item.date < since.toISOString().slice(0, 10),
    );
    if (older) expect(body.points.some((point) => point.id === older.id)).toBe(false);
  });

  it.each([
    ['region=1', 'querystring/mode is required'],
    ['mode=in-sale', 'querystring/region is required'],
    ['region=1&mode=sold', 'querystring/mode must be one of in-sale, real-price'],
    ['region=9&mode=in-sale', 'querystring/region 9 is not a region'],
    ['region=1&mode=in-sale&type=6', 'querystring/type'],
  ])('answers %s with 400: %s', async (query, message) => {
    const response = await api.app.inject(`/v1/land/map?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
