import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceChanges } from '../../db/schema/index.ts';
import { registerMember } from '../../test-support/members.ts';
import { publishListing } from '../../test-support/postings.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
});
afterAll(() => api.close());

const changePrice = (cookie: string, id: number, price: unknown, origin = SITE_ORIGIN) =>
  api.app.inject({
    method: 'POST',
    url: `/v1/user/listings/${id}/price`,
    headers: { origin, cookie },
    payload: { price } as Record<string, unknown>,
  });

const detailOf = async (id: number) => (await api.app.inject({ url: `/v1/listings/${id}` })).json();

describe('a poster changes the asking price', () => {
  it('shows a drop on the card and in search, and a rise clears it', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'sale');
    expect((await changePrice(cookie, id, 1_880)).statusCode).toBe(200);
    expect(await detailOf(id)).toMatchObject({
      price: 1_880,
      priceDrop: 100,
      labels: [{ id: 1, name: '降價' }],
      unitPrice: 62.67,
    });
    const dropped = await api.app.inject({
      url: '/v1/sale/listings?region=1&label=1&pageSize=100',
    });
    expect(dropped.json().items.map((item: { id: number }) => item.id)).toContain(id);
    // The sale's history lists the earlier asking price.
    expect(
      (await detailOf(id)).facts.sale.priceHistory.map((line: { price: number }) => line.price),
    ).toEqual([1_980, 1_880]);

    await changePrice(cookie, id, 2_000);
    expect(await detailOf(id)).toMatchObject({ price: 2_000, priceDrop: null, labels: [] });
    const history = await api.db.select().from(priceChanges).where(eq(priceChanges.listingId, id));
    expect(history.map((change) => [change.oldPrice, change.newPrice])).toEqual([
      [1_980, 1_880],
      [1_880, 2_000],
    ]);
  });

  it('lowers a rent, shown as 已降 on the card', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'rent');
    await changePrice(cookie, id, 13_800);
    expect(await detailOf(id)).toMatchObject({ price: 13_800, priceDrop: 521 });
  });

  it('refuses a bad price at its field, another member, a visitor and a foreign origin', async () => {
    const { cookie } = await registerMember(api.app);
    const id = await publishListing(api.app, cookie, 'rent');
    const bad = await changePrice(cookie, id, -1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      field: 'price',
      message: '請輸入正確的金額（大於 0 的整數）',
    });
    const other = await registerMember(api.app);
    expect((await changePrice(other.cookie, id, 10_000)).statusCode).toBe(404);
    expect((await changePrice('', id, 10_000)).statusCode).toBe(401);
    expect((await changePrice(cookie, id, 10_000, FOREIGN_ORIGIN)).statusCode).toBe(403);
    expect((await detailOf(id)).price).toBe(14_321);
  });
});
