import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 50 });
});
afterAll(() => api.close());

describe('locations', () => {
  it('lists the 22 regions in four groups, islands in the east, with districts', async () => {
    const { groups } = (await api.app.inject('/v1/locations/regions')).json();
    expect(groups.map((group: { key: string }) => group.key)).toEqual([
      'north',
      'central',
      'south',
      'east',
    ]);
    const regions = groups.flatMap((group: { regions: { id: number }[] }) => group.regions);
    expect(
      regions.map((region: { id: number }) => region.id).sort((a: number, b: number) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 17, 19, 21, 22, 23, 24, 25, 26]);
    const east = groups[3].regions.map((region: { id: number }) => region.id);
    expect(east).toEqual(expect.arrayContaining([24, 25, 26]));
    const taipei = regions.find((region: { id: number }) => region.id === 1);
    expect(taipei.name).toBe('台北市');
    expect(taipei.districts.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['大安區', '信義區']),
    );
    expect(taipei.districts[0]).toMatchObject({
      id: expect.any(Number),
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
  });

  it('answers one region, 404 for an unknown one and 400 for a bad id', async () => {
    expect((await api.app.inject('/v1/locations/regions/15')).json().name).toBe('台南市');
    expect((await api.app.inject('/v1/locations/regions/9')).statusCode).toBe(404);
    expect((await api.app.inject('/v1/locations/regions/x')).statusCode).toBe(400);
  });

  it('maps the specification’s metro line ids to their regions, with stations', async () => {
    const { lines } = (await api.app.inject('/v1/locations/metro-lines')).json();
    const idsOf = (region: number) =>
      lines
        .filter((line: { regionId: number }) => line.regionId === region)
        .map((line: { id: number }) => line.id);
    expect(idsOf(1)).toEqual([100, 125, 195, 148]);
    expect(idsOf(3)).toEqual([192, 162, 168, 316, 346]);
    expect(idsOf(17)).toEqual([238, 263, 307]);
    expect(idsOf(6)).toEqual([278]);
    expect(idsOf(8)).toEqual([361]);
    const red = lines.find((line: { id: number }) => line.id === 100);
    expect(red.name).toBe('淡水信義線');
    expect(red.stations.map((s: { name: string }) => s.name)).toContain('台北車站');
    const taichung = (await api.app.inject('/v1/locations/metro-lines?region=8')).json().lines;
    expect(taichung).toHaveLength(1);
  });

  it('lists business circles and universities per region', async () => {
    const circles = (await api.app.inject('/v1/locations/business-circles?region=1')).json()
      .circles;
    expect(circles.map((c: { name: string }) => c.name)).toContain('信義計畫區');
    expect(circles.every((c: { regionId: number }) => c.regionId === 1)).toBe(true);
    const universities = (await api.app.inject('/v1/locations/universities?region=15')).json()
      .universities;
    expect(universities.map((u: { name: string }) => u.name)).toContain('國立成功大學');
    expect((await api.app.inject('/v1/locations/universities?region=abc')).statusCode).toBe(400);
  });
});

describe('land price trends', () => {
  it('gives quarterly unit prices for a region, rising over the years', async () => {
    const response = await api.app.inject('/v1/land/price-trends?region=1');
    expect(response.statusCode).toBe(200);
    const { quarters, unit } = response.json();
    expect(unit).toBe('萬/坪');
    expect(quarters.length).toBeGreaterThanOrEqual(15);
    expect(quarters[0]).toMatchObject({
      quarter: expect.stringMatching(/^\d{4}Q[1-4]$/),
      count: expect.any(Number),
    });
    const sorted = quarters.map((q: { quarter: string }) => q.quarter);
    expect([...sorted].sort()).toEqual(sorted);
  });

  it('narrows to districts and lists the records, paged', async () => {
    const districts = (await api.app.inject('/v1/locations/regions/1')).json().districts;
    const daan = districts.find((d: { name: string }) => d.name === '大安區').id;
    const records = (
      await api.app.inject(
        `/v1/land/price-records?region=1&section=${daan}&pageSize=5&order=unitprice`,
      )
    ).json();
    expect(records.total).toBeGreaterThan(5);
    expect(records.items).toHaveLength(5);
    for (const item of records.items) {
      expect(item).toMatchObject({
        districtId: daan,
        districtName: '大安區',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(item.totalPrice).toBeCloseTo(item.unitPrice * item.area, -1);
    }
    const prices = records.items.map((item: { unitPrice: number }) => item.unitPrice);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const trend = (await api.app.inject(`/v1/land/price-trends?region=1&section=${daan}`)).json();
    expect(
      trend.quarters.reduce((sum: number, q: { count: number }) => sum + q.count, 0),
    ).toBeLessThanOrEqual(records.total);
  });

  it('needs a region and its own districts', async () => {
    expect((await api.app.inject('/v1/land/price-trends')).json().message).toContain(
      'querystring/region',
    );
    expect((await api.app.inject('/v1/land/price-records?region=9')).statusCode).toBe(404);
    const tainanDistrict = (await api.app.inject('/v1/locations/regions/15')).json().districts[0]
      .id;
    expect(
      (await api.app.inject(`/v1/land/price-records?region=1&section=${tainanDistrict}`))
        .statusCode,
    ).toBe(400);
  });
});

describe('filters, configs and customer service', () => {
  it('gives Taipei its own sale price bands up to 5000萬', async () => {
    const taipei = (await api.app.inject('/v1/sale/filters?region=1')).json();
    expect(taipei.price.map((band: { id: string }) => band.id)).toEqual([
      '_1000',
      '1000_1500',
      '1500_2000',
      '2000_3000',
      '3000_4000',
      '4000_5000',
      '5000_',
    ]);
    const metro = (await api.app.inject('/v1/sale/filters?region=6')).json();
    expect(metro.price.at(-1).id).toBe('3000_');
    const other = (await api.app.inject('/v1/sale/filters?region=15')).json();
    expect(other.price.map((band: { id: string }) => band.id)).toEqual([
      '_500',
      '500_750',
      '750_1000',
      '1000_1250',
      '1250_1500',
      '1500_2000',
      '2000_',
    ]);
    const carports = (await api.app.inject('/v1/sale/filters?kind=8')).json();
    expect(carports.price.map((band: { id: string }) => band.id)).toEqual([
      '_100',
      '100_150',
      '150_200',
      '200_',
    ]);
    expect(taipei.labels.map((label: { id: number }) => label.id)).toEqual([1, 10, 13]);
  });

  it('gives rent bands and area bands in 坪', async () => {
    const rent = (await api.app.inject('/v1/rent/filters')).json();
    expect(rent.price.map((band: { id: string }) => band.id)).toEqual([
      '_5000',
      '5000_10000',
      '10000_20000',
      '20000_30000',
      '30000_40000',
      '40000_',
    ]);
    expect(rent.area.map((band: { id: string }) => band.id)).toEqual([
      '_10',
      '10_20',
      '20_30',
      '30_40',
      '40_50',
      '50_',
    ]);
    expect(rent.kinds.map((kind: { id: number }) => kind.id)).toEqual([1, 2, 3, 4, 8]);
    expect((await api.app.inject('/v1/business/filters?type=6')).json().price[0].id).toMatch(
      /^_\d+$/,
    );
    expect((await api.app.inject('/v1/rent/filters?type=2')).statusCode).toBe(400);
    expect((await api.app.inject('/v1/business/filters?kind=9')).statusCode).toBe(400);
  });

  it('serves app configs and the customer-service data', async () => {
    const configs = (await api.app.inject('/v1/app/configs')).json();
    expect(configs.status).toBe(1);
    expect(configs.data.push).toMatchObject({
      siblingDomains: 7,
      statDelayMaxMs: 2000,
      tokenRefreshDays: 7,
    });
    const service = await api.app.inject('/home/sobot/getSignature?device=pc');
    expect(service.json().data).toMatchObject({
      device: 'pc',
      phone: { hours: '週一至週日 9:00-18:00' },
      email: { reply: '1個工作天內回覆', address: 'service@591.com.tw' },
    });
    expect((await api.app.inject('/home/sobot/getSignature')).statusCode).toBe(400);
    expect((await api.app.inject('/home/sobot/getSignature?device=fridge')).statusCode).toBe(400);
  });

  it('reports health with the database up', async () => {
    expect((await api.app.inject('/health')).json()).toMatchObject({
      status: 'ok',
      database: 'up',
    });
  });
});
