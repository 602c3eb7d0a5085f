import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Runs raw SQL on either driver; both answer with a `rows` array. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
