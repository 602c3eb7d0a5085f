import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, Transaction } from '../db/client.ts';

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
 * pg-boss's SQL run in a transaction of the API's own (`boss.send(…, { db })`): a job sent so is
 * queued with the change that made it, or not at all. Its `$n` placeholders become drizzle's
 * parameters, one per place each stands; objects go as JSON, as node-postgres would send them.
 */
export function jobSqlWithin(within: Database | Transaction): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const query: SQL = sql.empty();
      text.split(/\$(\d+)/).forEach((part, index) => {
        query.append(index % 2 === 0 ? sql.raw(part) : sql`${parameter(values[Number(part) - 1])}`);
      });
      return (await within.execute(query)) as unknown as { rows: unknown[] };
    },
  };
}

const parameter = (value: unknown) =>
  value === undefined
    ? null
    : typeof value === 'object' && value !== null && !(value instanceof Date)
      ? JSON.stringify(value)
      : value;

/**
 * The API's job queue, in the `pgboss` schema of its own database: jobs sent survive a
 * restart, and with several API instances on one database each job is taken by one of them.
 * An instance that takes no jobs sends to the queues alone (sendingOnly).
 */
export async function startJobQueue(
  db: Database,
  { takesJobs, onError }: { takesJobs: boolean; onError: (error: Error) => void },
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: sqlRunner(db),
    schedule: takesJobs,
    supervise: takesJobs,
    // Jobs whose worker died are found this often (once among the instances): with the queues'
    // expiry, a killed instance's jobs run elsewhere within a minute or two, not 15.
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', onError);
  await boss.start();
  return takesJobs ? boss : sendingOnly(boss);
}

/**
 * The queue as an instance that takes no jobs sees it: it creates the queues and sends to them;
 * the workers and schedules the job starters ask for are not started (the worker instance's are).
 */
function sendingOnly(boss: PgBoss): PgBoss {
  return new Proxy(boss, {
    get(target, property) {
      if (property === 'work' || property === 'schedule') return async () => null;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
