import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What `db.transaction` hands its callback: queries inside that transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL server, a PGlite folder, or PGlite in memory (tests). */
export type DatabaseTarget =
  | { url: string; statementTimeoutMs?: number }
  | { dataDir: string; sharedBuffers?: string }
  | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url, target.statementTimeoutMs);
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite({
    ...('dataDir' in target && { dataDir: target.dataDir }),
    // PGlite reads pages missing from its buffers through a file-system layer in WebAssembly,
    // which costs far more than a native read: keep the working set in its buffers.
    ...('sharedBuffers' in target &&
      target.sharedBuffers && { postgresqlconf: [`shared_buffers = ${target.sharedBuffers}`] }),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    driver: 'pglite',
    close: () => client.close(),
  };
}

/** statementTimeoutMs bounds queries of the serving API; seeding and migrations run unbounded. */
function openPostgres(url: string, statementTimeoutMs?: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // The API's queries answer in milliseconds. JIT compiles whenever the planner's estimate is
    // high (a region's listings grouped for a map: some 90 ms of compiling to save none).
    options: '-c jit=off',
    ...(statementTimeoutMs && { statement_timeout: statementTimeoutMs }),
    idleTimeoutMillis: 30_000,
    // A server that takes connections but does not answer (restarting, overloaded) fails the
    // request in two seconds (a 503 with Retry-After) instead of holding it without end.
    connectionTimeoutMillis: 2_000,
  });
  pool.on('error', () => {
    // Idle clients dropped by the server are replaced on the next query.
  });
  // A connection lost while checked out (a transaction under way when the server restarts)
  // fails its query, which answers 503; unheard, its client's 'error' event would end the
  // process (the pool listens only to idle ones).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return {
    db: drizzlePostgres({ client: pool, schema }) as unknown as Database,
    driver: 'postgres',
    close: () => pool.end(),
  };
}
