import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { listings } from '../db/schema/index.ts';
import { seedDatabase } from '../seed/seed-database.ts';

/**
 * A seeded catalogue with listings no search finds among the others: some a member has paused
 * or closed, some not confirmed for up to 40 days (past 30, out of search).
 */
export async function seedSearchCatalogue(db: Database, count: number): Promise<void> {
  await seedDatabase(db, { listings: count });
  await db.execute(sql`update ${listings} set status = 'paused' where id % 97 = 0`);
  await db.execute(sql`update ${listings} set status = 'closed' where id % 89 = 0`);
  await db.execute(
    sql`update ${listings} set confirmed_at = now() - (id % 40) * interval '1 day' where id % 7 = 0`,
  );
}
