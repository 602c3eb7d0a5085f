import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listings } from '../db/schema/index.ts';
import { posterMobile } from '../seed/poster-members.ts';
import { logIn, sessionCookieOf } from './members.ts';
import type { TestApp } from './test-app.ts';

/**
 * The first seeded listings their owners posted (屋主), each with its owner logged in by the
 * seed's rule (096 and the id) and the test app's SEED_POSTER_PASSWORD.
 */
export async function seededOwners(api: TestApp, password: string, count: number) {
  const rows = await api.db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(eq(listings.posterRole, 1))
    .orderBy(listings.id)
    .limit(count);
  const owners: { id: number; title: string; cookie: string }[] = [];
  for (const row of rows) {
    const response = await logIn(api.app, posterMobile(row.id), password);
    expect(response.statusCode).toBe(200);
    owners.push({ ...row, cookie: sessionCookieOf(response) });
  }
  return owners;
}
