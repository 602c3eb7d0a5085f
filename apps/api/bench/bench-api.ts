import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { parseArgs, wholeNumber } from '../src/cli/args.ts';
import { REPO_ROOT } from '../src/config/env.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { queryRows } from '../src/db/rows.ts';
import { clearCatalogue, isSeeded, seedDatabase } from '../src/seed/seed-database.ts';
import { rotate } from './bench-requests.ts';

/**
 * What the API benchmarks share: a separate database seeded with many listings (kept between
 * runs), the API started on it in its own process, and latency measured at a fixed request
 * rate, on 127.0.0.1 only.
 */
/** What every benchmark takes: --listings, --duration (s), --rate (requests/s) and --port. */
export function readBenchArgs(argv: string[], defaults = { rate: 100 }) {
  const args = parseArgs(argv);
  return {
    listings: wholeNumber(args, 'listings', 200_000),
    seconds: wholeNumber(args, 'duration', 5, 60),
    rate: wholeNumber(args, 'rate', defaults.rate, 5000),
    port: wholeNumber(args, 'port', 8191, 65535),
  };
}

export type BenchArgs = ReturnType<typeof readBenchArgs>;

const dataDir = path.join(REPO_ROOT, '.data', 'pglite-bench');
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** With DATABASE_URL a benchmark runs on that PostgreSQL server, in a database of its own. */
function benchServerUrl(): Promise<string | null> {
  return process.env.DATABASE_URL
    ? benchDatabaseUrl(process.env.DATABASE_URL)
    : Promise.resolve(null);
}

async function benchDatabaseUrl(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rowCount } = await admin.query(
    `select 1 from pg_database where datname = 'api591_bench'`,
  );
  if (!rowCount) await admin.query('create database api591_bench');
  await admin.end();
  const bench = new URL(url);
  bench.pathname = '/api591_bench';
  return bench.href;
}

/**
 * The benchmark's database, seeded with `listings` (kept between runs while it holds that
 * many). Answers the PostgreSQL URL it is on, or null for PGlite.
 */
export async function prepareBenchDatabase(
  listings: number,
  { also }: { also?: (db: Database) => Promise<void> } = {},
): Promise<string | null> {
  const serverUrl = await benchServerUrl();
  const database = await openDatabase(
    serverUrl ? { url: serverUrl } : { dataDir, sharedBuffers: '256MB' },
  );
  await applyMigrations(database);
  const [row] = await queryRows<{ total: number }>(
    database.db,
    sql`select count(*)::int as total from listings`,
  );
  if (row?.total !== listings) {
    if (await isSeeded(database.db)) await clearCatalogue(database.db);
    console.log(
      `Seeding ${listings.toLocaleString('en-US')} listings into ${serverUrl ? 'PostgreSQL' : dataDir} ...`,
    );
    const started = Date.now();
    await seedDatabase(database.db, { listings });
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log(
      `Reusing ${serverUrl ? 'PostgreSQL api591_bench' : dataDir} (${listings.toLocaleString('en-US')} listings)`,
    );
  }
  await also?.(database.db);
  await database.close();
  return serverUrl;
}

/**
 * The API on the benchmark's database, in a process of its own, once it answers /health: it
 * listens after reading every region's map points, some seconds at millions of listings.
 */
export async function startBenchServer(
  port: number,
  serverUrl: string | null,
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: serverUrl ?? '',
      PGLITE_DIR: dataDir,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      // The limiter would answer most of a benchmark with 429; it is measured by the tests.
      API_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      // Started with `--import tsx`, which @fastify/autoload does not recognise by itself.
      FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
    },
  });
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (server.exitCode !== null) throw new Error('The API exited before it was ready');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The API did not become healthy within ten minutes');
}

export interface Scenario {
  name: string;
  paths: string[];
}

/** Connections, each its own autocannon instance, started this far apart within a second. */
export const CONNECTIONS = 10;

/**
 * autocannon's rate limit lets each connection send its whole quota back to back at the start
 * of every second, so ten connections at once turn 100 requests/s into one burst of 100. One
 * connection per instance, the instances started a tenth of a second apart, spreads the
 * requests over the second as real traffic is; latencies are gathered from every response.
 */
export async function measure(
  { paths }: Scenario,
  { port, rate, duration }: { port: number; rate: number; duration: number },
) {
  const nextPath = rotate(paths);
  const latencies: number[] = [];
  let failures = 0;
  const runs = Array.from({ length: CONNECTIONS }, async (_, index) => {
    await new Promise((resolve) => setTimeout(resolve, (index * 1000) / CONNECTIONS));
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${port}`,
          connections: 1,
          overallRate: Math.max(1, Math.round(rate / CONNECTIONS)),
          duration,
          requests: [
            { method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) },
          ],
        },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        latencies.push(responseTime);
        if (statusCode < 200 || statusCode >= 300) failures += 1;
      });
    });
    failures += result.errors + result.timeouts;
  });
  await Promise.all(runs);
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    requests: latencies.length,
    p50: percentile(0.5),
    p99: percentile(0.99),
    max: latencies.at(-1) ?? 0,
    failures,
  };
}

/**
 * `amount` requests with `connections` always in flight, as many visitors asking at once:
 * answers per second, p50 and p99 (autocannon's own percentiles, whole milliseconds).
 */
export async function measureConcurrent(
  { paths }: Scenario,
  { port, connections, amount }: { port: number; connections: number; amount: number },
) {
  const nextPath = rotate(paths);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        amount,
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
  });
  const seconds = result.duration;
  return {
    perSecond: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** One line of a benchmark's table. */
export function resultRow(name: string, result: Awaited<ReturnType<typeof measure>>): string {
  const ms = (value: number) => value.toFixed(1).padStart(6);
  return [
    name.padEnd(50),
    String(result.requests).padStart(8),
    ms(result.p50),
    ms(result.p99),
    ms(result.max),
    String(result.failures).padStart(14),
  ].join('  ');
}

export const RESULT_HEADER = [
  'endpoint'.padEnd(50),
  'requests',
  'p50 ms',
  'p99 ms',
  'max ms',
  'errors/non-2xx',
].join('  ');
