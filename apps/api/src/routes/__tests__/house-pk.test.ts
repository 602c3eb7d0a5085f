import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
let saleIds: number[];
let rentId: number;
beforeAll(async () => {
  api = await createTestApp({ listings: 300 });
  const sale = (await api.app.inject('/v1/sale/listings?kind=9&pageSize=50')).json().items;
  saleIds = sale
    .filter((item: { community: unknown }) => item.community)
    .slice(0, 3)
    .map((item: { id: number }) => item.id);
  rentId = (await api.app.inject('/v1/rent/listings?pageSize=1')).json().items[0].id;
});
afterAll(() => api.close());

describe('house comparison', () => {
  it('compares sale listings in the order asked, leaving out ids that are not for sale', async () => {
    const ids = [...saleIds].reverse();
    const response = await api.app.inject(
      `/v1/web/pk/sale/info?ids=${[...ids, rentId, 1999999999].join(',')}`,
    );
    expect(response.statusCode).toBe(200);
    const { status, data } = response.json();
    expect(status).toBe(1);
    expect(data.items.map((item: { id: number }) => item.id)).toEqual(ids);
    expect(data.missing).toEqual([rentId, 1999999999]);
    expect(data.items[0].sale).toMatchObject({
      mainArea: expect.any(Number),
      publicRatio: expect.any(Number),
    });
    expect(data.items[0]).toMatchObject({
      unitPrice: expect.any(Number),
      layout: expect.any(String),
    });
  });

  it('describes each listing’s community with what else is on sale in it', async () => {
    const { data } = (
      await api.app.inject(`/v1/web/pk/sale/community?ids=${saleIds.join(',')}`)
    ).json();
    expect(data.items).toHaveLength(saleIds.length);
    for (const item of data.items) {
      expect(item.community).toMatchObject({
        name: expect.any(String),
        builtYear: expect.any(Number),
      });
      expect(item.community.onSale).toBeGreaterThanOrEqual(1);
      expect(item.community.averageUnitPrice).toBeGreaterThan(0);
    }
  });

  it('lists what surrounds each listing, nearest first', async () => {
    const { data } = (
      await api.app.inject(`/v1/web/pk/sale/surrounding?ids=${saleIds.join(',')}`)
    ).json();
    expect(data.items).toHaveLength(saleIds.length);
    for (const item of data.items) {
      const metres = item.metro.map((station: { metres: number }) => station.metres);
      expect([...metres].sort((a, b) => a - b)).toEqual(metres);
      expect(item).toHaveProperty('universities');
      expect(item).toHaveProperty('businessCircles');
    }
  });

  it.each([
    ['', 'querystring/ids'],
    ['?ids=', 'querystring/ids'],
    ['?ids=abc', 'querystring/ids'],
    ['?ids=1,2,3,4,5,6,7', 'querystring/ids'],
    ['?ids=9999999999', 'querystring/ids'],
    ['?ids=0', 'querystring/ids'],
  ])('rejects ids%s with 400', async (query, field) => {
    for (const path of ['info', 'community', 'surrounding']) {
      const response = await api.app.inject(`/v1/web/pk/sale/${path}${query}`);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });
});
