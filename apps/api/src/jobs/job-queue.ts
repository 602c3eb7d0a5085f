import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * pg-boss runs its SQL through the connection the API already has: the pool of a PostgreSQL
 * server, or the embedded PGlite, which takes statements with parameters one at a time and
 * runs pg-boss's multi-statement scripts (its schema, its locked sections) through `exec`.
 */
function sqlRunner(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (!('exec' in client)) {
    return { executeSql: (text, values) => client.query(text, values) };
  }
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * The API's job queue, in the `pgboss` schema of its own database: jobs sent survive a
 * restart, and with several API instances on one database each job is taken by one of them.
 */
export async function startJobQueue(
  db: Database,
  onError: (error: Error) => void,
): Promise<PgBoss> {
  const boss = new PgBoss({ db: sqlRunner(db), schedule: true, supervise: true });
  boss.on('error', onError);
  await boss.start();
  return boss;
}
