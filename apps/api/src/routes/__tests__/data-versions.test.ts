import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, newBuilds } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 40 });
});
afterAll(async () => {
  await api.close();
});

/** What an answer says it was computed from, as a map. */
async function namedBy(url: string): Promise<Record<string, string>> {
  const answer = await api.app.inject({ url });
  expect(answer.statusCode).toBe(200);
  const named = String(answer.headers['x-data-version'] ?? '');
  expect(named).not.toBe('');
  if (named === 'fixed') return {};
  return Object.fromEntries(named.split(',').map((pair) => pair.split('=') as [string, string]));
}

async function current(...keys: string[]): Promise<Record<string, string | null>> {
  const answer = await api.app.inject({ url: `/v1/data-versions?keys=${keys.join(',')}` });
  expect(answer.statusCode).toBe(200);
  return answer.json().versions;
}

describe('data versions: what an answer was made from, and whether it still stands', () => {
  it('names the region searched, and the version moves when a listing of it changes', async () => {
    const named = await namedBy('/v1/rent/listings?region=1');
    expect(Object.keys(named)).toEqual(['search:rent:1']);
    expect(await current('search:rent:1')).toEqual(named);

    const [listing] = await api.db
      .select({ id: listings.id })
      .from(listings)
      .where(sql`${listings.section} = 'rent' and ${listings.regionId} = 1`)
      .limit(1);
    await api.db
      .update(listings)
      .set({ price: sql`${listings.price} + 100` })
      .where(eq(listings.id, listing!.id));
    const after = await current('search:rent:1');
    expect(Number(after['search:rent:1'])).toBeGreaterThan(Number(named['search:rent:1']));
    // The next answer names the version it is current for.
    expect(await namedBy('/v1/rent/listings?region=1')).toEqual(after);
  });

  it("names a listing's region and the register for its detail", async () => {
    const [listing] = await api.db
      .select({ id: listings.id, section: listings.section, regionId: listings.regionId })
      .from(listings)
      .limit(1);
    const named = await namedBy(`/v1/listings/${listing!.id}`);
    const regionKey = `search:${listing!.section}:${listing!.regionId}`;
    expect(Object.keys(named).sort()).toEqual(['real-price', regionKey]);
    expect(await current(regionKey, 'real-price')).toEqual(named);
  });

  it('names new builds for a project, and a project changed moves it', async () => {
    const [project] = await api.db.select({ id: newBuilds.id }).from(newBuilds).limit(1);
    const named = await namedBy(`/v1/new-builds/${project!.id}`);
    expect(Object.keys(named).sort()).toEqual(['new-builds', 'real-price']);
    await api.db
      .update(newBuilds)
      .set({ name: sql`${newBuilds.name} || '二期'` })
      .where(eq(newBuilds.id, project!.id));
    const after = await current('new-builds');
    expect(Number(after['new-builds'])).toBeGreaterThan(Number(named['new-builds']));
  });

  it('says the places and filter options are fixed while the API runs', async () => {
    for (const url of ['/v1/locations/regions/1', '/v1/rent/filters?region=1']) {
      const answer = await api.app.inject({ url });
      expect(answer.headers['x-data-version']).toBe('fixed');
    }
  });

  it('answers null for a key it does not know, and refuses a malformed question', async () => {
    expect(await current('search:rent:1', 'search:castles:1', 'weather')).toMatchObject({
      'search:castles:1': null,
      weather: null,
    });
    for (const keys of ['', 'search:rent:1;drop', '%E7%A7%9F']) {
      const answer = await api.app.inject({ url: `/v1/data-versions?keys=${keys}` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
  });
});
