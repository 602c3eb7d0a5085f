import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { type SeedOptions, seedDatabase, startOfTodayUtc } from '../seed/seed-database.ts';

/** What a test file's catalogue is seeded with (the seed's own defaults for the rest). */
export type TestSeed = Pick<SeedOptions, 'listings' | 'builderPassword' | 'posterPassword'>;

/** The seeded databases a run copies its files' databases from (see global-setup.ts). */
const templatePrefix = (run: string) => `api_test_template_${run}_`;

/**
 * A fresh, migrated database for one test file: PGlite in memory, or with DATABASE_URL a new
 * database on that server, dropped afterwards, so runs and files never see each other's rows.
 * With `seed`, it holds that seeded catalogue: on a server, copied from a template seeded once
 * per run and seed (a copy takes a fraction of a second, a seed several).
 */
export async function openTestDatabase(seed?: TestSeed): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ memory: true });
    await applyMigrations(handle);
    if (seed) await seedDatabase(handle.db, seed);
    return handle;
  }
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = seed ? await seededTemplate(serverUrl, seed) : null;
  await onServer(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
  if (!template) await applyMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * The name of a migrated database seeded with `seed` today, made by the first file that asks
 * (the others wait on its lock). It is built under another name and renamed once whole, so a
 * worker stopped midway never leaves a half-seeded template to copy.
 */
async function seededTemplate(serverUrl: string, seed: TestSeed): Promise<string> {
  const key = JSON.stringify([seed, startOfTodayUtc().toISOString()]);
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 16);
  const template = `${templatePrefix(inject('templateRun'))}${hash}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const handle = await openDatabase({ url: databaseUrl(serverUrl, building) });
      try {
        await applyMigrations(handle);
        await seedDatabase(handle.db, seed);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return template;
}

/** Drops the seeded templates the run made. */
export async function dropTemplates(serverUrl: string, run: string): Promise<void> {
  await onServer(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${templatePrefix(run)}%`],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
