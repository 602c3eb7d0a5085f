import { NewBuildFavouritePage } from '@591/contract';
import { asc } from 'drizzle-orm';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBuilds } from '../../db/schema/index.ts';
import { registerMember } from '../../test-support/members.ts';
import {
  createTestApp,
  FOREIGN_ORIGIN,
  SITE_ORIGIN,
  type TestApp,
} from '../../test-support/test-app.ts';

const BASE = '/v1/user/new-build-favourites';

let api: TestApp;
/** Three seeded projects, by id. */
let projectIds: number[];
beforeAll(async () => {
  api = await createTestApp({ listings: 20 });
  const rows = await api.db
    .select({ id: newBuilds.id })
    .from(newBuilds)
    .orderBy(asc(newBuilds.id))
    .limit(3);
  projectIds = rows.map((row) => row.id);
});
afterAll(() => api.close());

async function memberCookie(): Promise<string> {
  return (await registerMember(api.app)).cookie;
}

const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  origin: string = SITE_ORIGIN,
) => api.app.inject({ method, url, headers: { origin, ...(cookie && { cookie }) } });

const save = (id: number, cookie: string) => call('PUT', `${BASE}/${id}`, cookie);
const forget = (id: number, cookie: string) => call('DELETE', `${BASE}/${id}`, cookie);
const listOf = async (cookie: string, query = '') =>
  (await call('GET', `${BASE}${query}`, cookie)).json();

describe('saving new-build projects', () => {
  it('saves and forgets a project, each as often as asked', async () => {
    const cookie = await memberCookie();
    const [id] = projectIds as [number];
    for (let time = 0; time < 2; time += 1) {
      const saved = await save(id, cookie);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ id, collected: true });
    }
    expect((await listOf(cookie)).total).toBe(1);
    for (let time = 0; time < 2; time += 1) {
      const forgotten = await forget(id, cookie);
      expect(forgotten.statusCode).toBe(200);
      expect(forgotten.json()).toEqual({ id, collected: false });
    }
    expect((await listOf(cookie)).total).toBe(0);
  });

  it('404s a project that does not exist and 400s an id that cannot be one', async () => {
    const cookie = await memberCookie();
    const missing = await save(2_000_000_000, cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('找不到這個建案');
    expect((await call('PUT', `${BASE}/abc`, cookie)).statusCode).toBe(400);
    expect((await call('PUT', `${BASE}/0`, cookie)).statusCode).toBe(400);
  });

  it('tells which of the asked projects the member saved, in the order asked', async () => {
    const cookie = await memberCookie();
    const [first, second, third] = projectIds as [number, number, number];
    await save(second, cookie);
    await save(first, cookie);
    const status = await call('GET', `${BASE}/status?ids=${third},${first},${second}`, cookie);
    expect(status.json()).toEqual({ collected: [first, second] });
    expect(status.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', `${BASE}/status?ids=1,x`, cookie)).statusCode).toBe(400);
    expect((await call('GET', `${BASE}/status?ids=0`, cookie)).statusCode).toBe(400);
  });

  it('lists the saved projects as the contract has them, the latest saved first', async () => {
    const cookie = await memberCookie();
    const [first, second, third] = projectIds as [number, number, number];
    for (const id of [second, third, first]) await save(id, cookie);
    const response = await call('GET', BASE, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const page = response.json();
    expect(Compile(NewBuildFavouritePage).Check(page)).toBe(true);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 30 });
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([first, third, second]);
    expect(page.items[0]).toMatchObject({
      name: expect.any(String),
      districtName: expect.any(String),
      collectedAt: expect.any(String),
    });

    const secondPage = await listOf(cookie, '?page=2&pageSize=2');
    expect(secondPage).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(secondPage.items.map((item: { id: number }) => item.id)).toEqual([second]);
    expect((await call('GET', `${BASE}?pageSize=101`, cookie)).statusCode).toBe(400);
  });

  it('keeps each member’s saved projects their own', async () => {
    const [first] = projectIds as [number];
    const owner = await memberCookie();
    await save(first, owner);
    const other = await memberCookie();
    expect((await listOf(other)).total).toBe(0);
    await forget(first, other);
    expect((await listOf(owner)).total).toBe(1);
  });

  it('answers a visitor 401, uncached', async () => {
    const [id] = projectIds as [number];
    for (const response of [
      await save(id, ''),
      await forget(id, ''),
      await call('GET', BASE, ''),
      await call('GET', `${BASE}/status?ids=${id}`, ''),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('請先登入會員');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('refuses a save or a removal sent from another site', async () => {
    const cookie = await memberCookie();
    const [id] = projectIds as [number];
    expect((await call('PUT', `${BASE}/${id}`, cookie, FOREIGN_ORIGIN)).statusCode).toBe(403);
    await save(id, cookie);
    expect((await call('DELETE', `${BASE}/${id}`, cookie, FOREIGN_ORIGIN)).statusCode).toBe(403);
    expect((await listOf(cookie)).total).toBe(1);
  });
});
