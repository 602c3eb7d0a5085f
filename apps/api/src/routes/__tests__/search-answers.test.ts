import type { Section } from '@591/config';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, searchVersions } from '../../db/schema/index.ts';
import { registerMember } from '../../test-support/members.ts';
import { publishListing } from '../../test-support/postings.ts';
import {
  anotherInstance,
  createTestApp,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

let api: TestApp;
let other: Awaited<ReturnType<typeof anotherInstance>>;
beforeAll(async () => {
  api = await createTestApp({ listings: 60 });
  // A second API instance on the same database, with a memory of its own.
  other = await anotherInstance(api);
});
afterAll(async () => {
  await other.close();
  await api.close();
});

interface Card {
  id: number;
  price: number;
}
const REGION_SEARCH = '/v1/sale/listings?regionid=1&pageSize=100';

async function searchOn(app: TestApp['app'], url = REGION_SEARCH) {
  const answer = await app.inject({ url });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { total: number; items: Card[] };
}

async function versionOf(section: Section, regionId: number): Promise<number> {
  const [row] = await api.db
    .select({ version: searchVersions.version })
    .from(searchVersions)
    .where(and(eq(searchVersions.section, section), eq(searchVersions.regionId, regionId)));
  return row?.version ?? 0;
}

const call = (cookie: string, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  api.app.inject({ method, url, headers: { origin: SITE_ORIGIN, cookie }, payload });

describe('search answers, kept per region until a listing of it changes', () => {
  it('answers the same question from memory while the region is unchanged', async () => {
    const first = await searchOn(api.app);
    const [card] = first.items;
    // A change the versions cannot see (their trigger switched off) is not in the next answer:
    // the answer came from memory, not from the database.
    await api.db.execute(sql`alter table listings disable trigger listings_update_search_version`);
    try {
      await api.db
        .update(listings)
        .set({ price: card!.price + 1 })
        .where(eq(listings.id, card!.id));
      expect((await searchOn(api.app)).items[0]).toEqual(card);
    } finally {
      await api.db.execute(sql`alter table listings enable trigger listings_update_search_version`);
    }
    await api.db.update(listings).set({ price: card!.price }).where(eq(listings.id, card!.id));
  });

  it('raises the version of the changed listing’s region and its section, never for a view', async () => {
    const [row] = await api.db
      .select({ id: listings.id, regionId: listings.regionId })
      .from(listings)
      .where(eq(listings.section, 'rent'))
      .limit(1);
    const [region, section, sale] = await Promise.all([
      versionOf('rent', row!.regionId),
      versionOf('rent', 0),
      versionOf('sale', row!.regionId),
    ]);
    await api.db
      .update(listings)
      .set({ viewCount: sql`${listings.viewCount} + 1` })
      .where(eq(listings.id, row!.id));
    expect(await versionOf('rent', row!.regionId)).toBe(region);
    await api.db
      .update(listings)
      .set({ price: sql`${listings.price} + 1` })
      .where(eq(listings.id, row!.id));
    expect(await versionOf('rent', row!.regionId)).toBe(region + 1);
    expect(await versionOf('rent', 0)).toBe(section + 1);
    expect(await versionOf('sale', row!.regionId)).toBe(sale);
  });

  it('shows a listing published, repriced and closed in the next search, on either instance', async () => {
    const { cookie } = await registerMember(api.app);
    // Both instances have answered the question before the changes.
    const before = await searchOn(api.app);
    expect(await searchOn(other.app)).toEqual(before);

    const id = await publishListing(api.app, cookie, 'sale');
    for (const app of [api.app, other.app]) {
      const published = await searchOn(app);
      expect(published.total).toBe(before.total + 1);
      expect(published.items.map((card) => card.id)).toContain(id);
    }

    const draft = (await call(cookie, 'POST', `/v1/user/listings/${id}/edit`)).json().data;
    await call(cookie, 'PUT', `/v1/user/drafts/${draft.id}`, { ...draft.fields, price: 1_880 });
    expect((await call(cookie, 'POST', `/v1/user/drafts/${draft.id}/publish`)).statusCode).toBe(
      200,
    );
    for (const app of [api.app, other.app]) {
      expect((await searchOn(app)).items.find((card) => card.id === id)?.price).toBe(1_880);
    }

    const closed = await call(cookie, 'POST', `/v1/user/listings/${id}/status`, {
      status: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    for (const app of [other.app, api.app]) {
      const after = await searchOn(app);
      expect(after.total).toBe(before.total);
      expect(after.items.map((card) => card.id)).not.toContain(id);
    }
  });
});
