// npm run bench:faults: what visitors and posters see when a part fails under load. The
// gateway balancing two web instances of the API (API_JOBS=send), a job worker instance,
// PostgreSQL and Redis run as a deploy would run them, on loopback, under a steady mix of page
// renders, searches, map tiles and writes (replies, 預約看屋 bookings, favourites, draft saves
// and publishing, each as the site's client sends it), while one fault after another is made.
// Prints a table per fault, then checks every write answered 2xx against the database and
// waits for every listing event's alerts and every booking's text.
//
// Needs DATABASE_URL and PG_CI_DIR (a PostgreSQL server the drill may restart:
// scripts/bench-faults.mjs starts one) and the e2e build. FAULT_SECONDS sets each window
// (default 30; CI's short form runs 10).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { act, type Cast, castMembers, publish } from './faults/actors.ts';
import { checkJobs, checkTexts, checkWrites } from './faults/checks.ts';
import {
  healthy,
  logTo,
  psql,
  restartPostgres,
  type Server,
  startApi,
  startGateway,
  startRedis,
  stopAll,
  WEB_PORTS,
  WORKER_PORT,
  waitUntil,
} from './faults/servers.ts';
import { ask, isOk, type Kind, outcomes, READ_KINDS, read } from './faults/traffic.ts';

const DATABASE = 'api591_faults';
const WINDOW_MS = Number(process.env.FAULT_SECONDS ?? 30) * 1000;
/** Redis stays away this long: 20 s, or two thirds of a shorter window. */
const REDIS_AWAY_MS = Math.round(Math.min(20_000, (WINDOW_MS * 2) / 3));
const CLIENTS = 8;
const SERVER_URL = process.env.DATABASE_URL;
if (!SERVER_URL) throw new Error('DATABASE_URL must name a PostgreSQL server');
const DATABASE_URL = `${SERVER_URL.replace(/\/[^/]*$/, '')}/${DATABASE}`;
const PG_DIR = process.env.PG_CI_DIR;
if (!PG_DIR) throw new Error('PG_CI_DIR must name the PostgreSQL server’s folder');

/** What each client asks in turn: three writes in ten, the rest reads. */
const MIX: readonly Kind[] = [
  'page',
  'reply',
  'search',
  'tile',
  'favourite',
  'page',
  'draft save',
  'search',
  'booking',
  'tile',
  'publish',
  'search',
];
const READS: Partial<Record<Kind, [string, (n: number) => string]>> = {
  page: ['rent', (n) => `/list?region=1&page=${1 + (n % 5)}`],
  search: ['api', (n) => `/v1/rent/listings?region=1&page=${1 + (n % 9)}`],
  tile: ['api', (n) => `/v1/rent/map/tiles/12/${3429 + (n % 3)}/${1752 + (n % 3)}?region=1`],
};

let stopping = false;
async function client(index: number, cast: Cast) {
  for (let n = index; !stopping; n += CLIENTS) {
    const kind = MIX[n % MIX.length]!;
    const reading = READS[kind];
    if (reading) await read(kind, reading[0], reading[1](n));
    else await act(kind, cast);
  }
}

interface Window {
  name: string;
  from: number;
  to: number;
}
const windows: Window[] = [];
async function window(name: string, fault: () => Promise<void>) {
  const from = Date.now();
  await fault();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, from + WINDOW_MS - Date.now())));
  windows.push({ name, from, to: Date.now() });
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function printWindows() {
  console.log(
    '| window | requests | 2xx | 5xx left to visitors | no answer left | 503 with Retry-After | recovered after | final answers not 2xx, by kind |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { name, from, to } of windows) {
    const seen = outcomes.filter((outcome) => outcome.at >= from && outcome.at < to);
    const count = (test: (outcome: (typeof seen)[number]) => boolean) => seen.filter(test).length;
    const failed = seen.filter((o) => o.status === 0 || o.status >= 500);
    const recovered = failed.length ? `${((failed.at(-1)!.at - from) / 1000).toFixed(1)} s` : '-';
    const others = new Map<string, number>();
    for (const { kind, status, final } of seen) {
      if (final && (status === 0 || status >= 400)) {
        others.set(`${kind} ${status}`, (others.get(`${kind} ${status}`) ?? 0) + 1);
      }
    }
    console.log(
      `| ${name} | ${seen.length} | ${count((o) => isOk(o.status))} | ${count((o) => o.final && o.status >= 500)} | ${count((o) => o.final && o.status === 0)} | ${count((o) => o.status === 503 && o.retryAfter)} | ${recovered} | ${[...others].map(([what, n]) => `${what}: ${n}`).join(', ')} |`,
    );
  }
}

try {
  const logs = await mkdtemp(path.join(tmpdir(), '591-faults-'));
  logTo(logs);
  console.log(`Fault drill: servers' logs in ${logs}`);
  await psql(SERVER_URL, `drop database if exists ${DATABASE} with (force)`);
  await psql(SERVER_URL, `create database ${DATABASE}`);
  let redis = startRedis();
  // The worker first: it migrates and seeds the empty database.
  let worker: Server = startApi(WORKER_PORT, 'work', DATABASE_URL);
  await waitUntil(() => healthy(WORKER_PORT), 'the job worker');
  const web = WEB_PORTS.map((port) => startApi(port, 'send', DATABASE_URL));
  for (const port of WEB_PORTS) await waitUntil(() => healthy(port), `web instance ${port}`);
  startGateway();
  await waitUntil(async () => (await ask('www', '/')).status === 200, 'the gateway');

  const api = await playwrightRequest.newContext();
  const cast = await castMembers(api, { members: 64, posters: 16, seekers: 4 });
  const load = Array.from({ length: CLIENTS }, (_, index) => client(index, cast));
  const workerAway = { killedAt: 0, backAt: 0 };

  await window('steady', async () => {});
  // The worker's fault second: the jobs it held expire (60 s) while the other faults are made.
  await window('job worker killed (SIGKILL) with jobs queued, started again', async () => {
    // A burst of listings, each an event for the worker, then the worker gone while it works
    // them; more are published while it is away.
    await Promise.all(
      cast.posters.slice(0, 8).map(({ member }, i) => publish(member, 100_000 + i)),
    );
    await pause(300);
    worker.kill('SIGKILL');
    workerAway.killedAt = Date.now();
    await pause(WINDOW_MS / 3);
    worker = startApi(WORKER_PORT, 'work', DATABASE_URL);
    await waitUntil(() => healthy(WORKER_PORT), 'the job worker, again');
    workerAway.backAt = Date.now();
  });
  await window('web instance A killed (SIGKILL), started again', async () => {
    web[0]!.kill('SIGKILL');
    await pause(WINDOW_MS / 3);
    web[0] = startApi(WEB_PORTS[0], 'send', DATABASE_URL);
  });
  await window('PostgreSQL restarted', () => restartPostgres(PG_DIR));
  await window(`Redis stopped ${(REDIS_AWAY_MS / 1000).toFixed(0)} s, started again`, async () => {
    redis.kill('SIGTERM');
    await pause(REDIS_AWAY_MS);
    redis = startRedis();
  });
  stopping = true;
  await Promise.all(load);

  console.log(
    `\nFault drill: ${CLIENTS} clients, ${WINDOW_MS / 1000} s a window (reads: ${READ_KINDS.join(', ')}; writes as the site's client sends them)\n`,
  );
  printWindows();

  const writes = await checkWrites(DATABASE_URL);
  console.log(
    '\n| write | sent | answered 2xx | answered and found once | lost | stored twice or more |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of writes) {
    console.log(
      `| ${row.kind} | ${row.tried} | ${row.answered} | ${row.found} | ${row.lost} | ${row.duplicates} |`,
    );
  }
  const jobs = await checkJobs(
    DATABASE_URL,
    cast.seekers.map((seeker) => seeker.id),
    workerAway,
    240_000,
  );
  console.log(
    `\nJobs: ${jobs.events} listing events (listings published), ${jobs.seekers} seekers each: ${jobs.expected} alerts due, ${jobs.alerts} found, ${jobs.duplicates} twice; the worker's backlog done ${jobs.backlogSeconds === null ? 'NOT within 240 s' : `${jobs.backlogSeconds.toFixed(1)} s after it was back`}.`,
  );
  const texts = await checkTexts(DATABASE_URL, workerAway, 60_000);
  console.log(
    `Texts: ${texts.bookings} bookings made, each a confirmation to text: ${texts.texts} texted, ${texts.duplicates} twice.`,
  );
  const failed =
    writes.some((row) => row.lost > 0 || row.duplicates > 0) ||
    jobs.alerts !== jobs.expected ||
    jobs.duplicates > 0 ||
    texts.texts !== texts.bookings ||
    texts.duplicates > 0;
  if (failed) process.exitCode = 1;
} finally {
  stopping = true;
  stopAll();
}
