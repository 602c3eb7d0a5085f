// npm run bench:faults: what visitors and posters see when a part fails under load. The
// gateway (balancing two API instances), PostgreSQL and Redis run as a deploy would run them, on
// loopback, under a steady mix of page renders, searches, map tiles and replies in conversations
// (each sent with an Idempotency-Key and sent again by the client on a lost answer), while one
// fault after another is made: an API instance killed (SIGKILL) and started again, PostgreSQL
// restarted, Redis stopped and started again. Prints a table per fault, then checks that every
// reply answered 2xx is in the database exactly once.
//
// Needs DATABASE_URL (a PostgreSQL server: scripts/bench-faults.mjs starts .ci/postgres.sh's) and
// built apps; FAULT_SECONDS sets each window (default 15; the short form in CI uses less).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { request as playwrightRequest } from '@playwright/test';
import { type ApiMember, registerThroughApi } from '../support/poster.ts';
import { REPO_ROOT } from '../support/processes.ts';

const run = promisify(execFile);
const SITE_PORT = 8494;
const API_PORTS = [18191, 18192] as const;
const REDIS_PORT = 56381;
const DATABASE = 'api591_faults';
const WINDOW_MS = Number(process.env.FAULT_SECONDS ?? 15) * 1000;
const WORKERS = 8;
/** Members replying in turn: each under the product's 60 messages an hour at the drill's pace. */
const REPLIERS = 64;
const SERVER_URL = process.env.DATABASE_URL;
if (!SERVER_URL) throw new Error('DATABASE_URL must name a PostgreSQL server');
const DATABASE_URL = `${SERVER_URL.replace(/\/[^/]*$/, '')}/${DATABASE}`;
const PG_DIR = process.env.PG_CI_DIR ?? '/tmp/591-ci-postgres';

/** A server started in a process group of its own, so a kill reaches pnpm, tsx and node. */
interface Server {
  name: string;
  child: ChildProcess;
  kill(signal: NodeJS.Signals): void;
}

let logs = '';
function launch(name: string, command: string, args: string[], env: Record<string, string>) {
  const log = openSync(path.join(logs, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', log, log],
  });
  return {
    name,
    child,
    kill(signal: NodeJS.Signals) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    },
  } satisfies Server;
}

/** One HTTP request to the gateway as a host of the site; status 0 when no answer came. */
function ask(
  host: string,
  pathname: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; retryAfter: boolean }> {
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: SITE_PORT,
        path: pathname,
        method,
        timeout: 10_000,
        headers: {
          host: `${host}.591.com.tw:${SITE_PORT}`,
          origin: `http://www.591.com.tw:${SITE_PORT}`,
          // Each request from a visitor of its own, as the gateway passes it on: no per-client
          // limit joins them.
          'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
          ...(body && { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: 'retry-after' in response.headers,
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0, retryAfter: false }));
    request.end(body);
  });
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

const healthy = async (port: number) =>
  (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) })).ok;

const psql = (url: string, command: string) =>
  run('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', command]).then(({ stdout }) =>
    stdout.trim(),
  );

function startApi(port: number): Server {
  return launch(`api-${port}`, 'pnpm', ['--filter', '@591/api', 'start'], {
    DATABASE_URL,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    API_PORT: String(port),
    // Only an empty database is seeded: the first instance's start fills it.
    SEED_LISTINGS: '2000',
    API_RATE_LIMIT: '0',
    SITE_DOMAIN: '591.com.tw',
    SITE_PROTOCOL: 'http',
    SITE_PORT: String(SITE_PORT),
    LOG_LEVEL: 'warn',
  });
}

const startRedis = () =>
  launch(
    'redis',
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no'],
    {},
  );

async function restartPostgres() {
  const { stdout } = await run('bash', [
    '-c',
    'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1',
  ]);
  await run('runuser', [
    '-u',
    'postgres',
    '--',
    `${stdout.trim()}/pg_ctl`,
    '-D',
    PG_DIR,
    // Its output to its log: pg_ctl's own ends when the server is up, the server's never would.
    '-l',
    `${PG_DIR}/server.log`,
    '-m',
    'fast',
    '-w',
    'restart',
  ]);
}

interface Outcome {
  at: number;
  kind: 'page' | 'search' | 'tile' | 'reply';
  status: number;
  retryAfter: boolean;
}

/** A member's conversation to reply in, and the replies they were told were sent. */
interface Replier {
  member: ApiMember;
  conversationId: number;
}

const outcomes: Outcome[] = [];
const repliesAnswered = new Set<string>();
const repliesTried = new Set<string>();
let stopping = false;

/** A reply as the site's client sends it: a key of its own, sent again on a lost answer. */
async function reply(replier: Replier, n: number) {
  const key = `drill-${replier.member.id}-${n}`;
  repliesTried.add(key);
  const cookie = `${replier.member.session.name}=${replier.member.session.value}`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answer = await ask('api', `/v1/user/conversations/${replier.conversationId}/messages`, {
      method: 'POST',
      headers: { cookie, 'idempotency-key': key },
      body: JSON.stringify({ body: key }),
    });
    outcomes.push({ at: Date.now(), kind: 'reply', ...answer });
    if (answer.status >= 200 && answer.status < 300) return void repliesAnswered.add(key);
    if (![0, 408, 502, 503, 504].includes(answer.status)) return;
    await new Promise((resolve) => setTimeout(resolve, 300 * 2 ** attempt));
  }
}

/** What each worker asks in turn: a reply in eight, the rest reads. */
const READS = [
  ['page', 'rent', (n: number) => `/list?region=1&page=${1 + (n % 5)}`],
  ['search', 'api', (n: number) => `/v1/rent/listings?region=1&page=${1 + (n % 9)}`],
  [
    'tile',
    'api',
    (n: number) => `/v1/rent/map/tiles/12/${3429 + (n % 3)}/${1752 + (n % 3)}?region=1`,
  ],
] as const;
const MIX = ['reply', 0, 1, 2, 1, 0, 2, 1] as const;

async function worker(index: number, repliers: Replier[]) {
  let replies = 0;
  for (let n = 0; !stopping; n += 1) {
    const pick = MIX[(index + n) % MIX.length]!;
    if (pick === 'reply') {
      // Each worker's replies go round the members, none shared with another worker at once.
      await reply(repliers[(replies * WORKERS + index) % repliers.length]!, n);
      replies += 1;
      continue;
    }
    const [kind, host, pathname] = READS[pick];
    outcomes.push({ at: Date.now(), kind, ...(await ask(host, pathname(n))) });
  }
}

const servers: Server[] = [];
try {
  logs = await mkdtemp(path.join(tmpdir(), '591-faults-'));
  await psql(SERVER_URL, `drop database if exists ${DATABASE} with (force)`);
  await psql(SERVER_URL, `create database ${DATABASE}`);
  let redis = startRedis();
  servers.push(redis);
  const apis = [startApi(API_PORTS[0])];
  servers.push(apis[0]!);
  await waitUntil(() => healthy(API_PORTS[0]), 'API instance A');
  apis.push(startApi(API_PORTS[1]));
  servers.push(apis[1]!);
  await waitUntil(() => healthy(API_PORTS[1]), 'API instance B');
  servers.push(
    launch('gateway', 'pnpm', ['--filter', '@591/gateway', 'start'], {
      SITE_DOMAIN: '591.com.tw',
      PORT: String(SITE_PORT),
      API_ORIGIN: API_PORTS.map((port) => `http://127.0.0.1:${port}`).join(','),
    }),
  );
  await waitUntil(async () => (await ask('www', '/')).status === 200, 'the gateway');

  // Members, each with a conversation of their own to reply in.
  const api = await playwrightRequest.newContext();
  const listing = (await (
    await api.get(`http://127.0.0.1:${API_PORTS[0]}/v1/rent/listings?region=1`)
  ).json()) as { items: { id: number }[] };
  const repliers: Replier[] = [];
  for (let i = 0; i < REPLIERS; i += 1) {
    const member = await registerThroughApi(api, { sitePort: SITE_PORT });
    const sent = await member.call('post', '/home/housing/sendMsg', {
      listingId: listing.items[i % listing.items.length]!.id,
      name: '演練',
      mobile: member.mobile,
      message: '請問還可以看房嗎？',
    });
    repliers.push({ member, conversationId: sent.conversationId });
  }

  const windows: { name: string; from: number; to: number }[] = [];
  const window = async (name: string, fault: () => Promise<void>) => {
    const from = Date.now();
    await fault();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, from + WINDOW_MS - Date.now())));
    windows.push({ name, from, to: Date.now() });
  };
  const load = Array.from({ length: WORKERS }, (_, index) => worker(index, repliers));
  await window('steady', async () => {});
  await window('API instance A killed, started again', async () => {
    apis[0]!.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS / 3));
    apis[0] = startApi(API_PORTS[0]);
    servers.push(apis[0]);
  });
  await window('PostgreSQL restarted', restartPostgres);
  await window('Redis stopped, started again', async () => {
    redis.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, (WINDOW_MS * 2) / 3));
    redis = startRedis();
    servers.push(redis);
  });
  stopping = true;
  await Promise.all(load);

  const rows = await psql(
    DATABASE_URL,
    "select body, count(*) from conversation_messages where body like 'drill-%' group by body",
  );
  const stored = new Map(
    rows
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('|') as [string, string])
      .map(([body, n]) => [body, Number(n)]),
  );
  console.log(
    `\nFault drill: ${WORKERS} clients, ${REPLIERS} members replying, ${WINDOW_MS / 1000} s a window\n`,
  );
  console.log(
    '| window | requests | 2xx | 5xx to visitors | 503 with Retry-After | no answer | other answers |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { name, from, to } of windows) {
    const seen = outcomes.filter((outcome) => outcome.at >= from && outcome.at < to);
    const count = (test: (outcome: Outcome) => boolean) => seen.filter(test).length;
    const others = new Map<string, number>();
    for (const { kind, status } of seen) {
      if (status >= 400 && status !== 503)
        others.set(`${kind} ${status}`, (others.get(`${kind} ${status}`) ?? 0) + 1);
    }
    console.log(
      `| ${name} | ${seen.length} | ${count((o) => o.status >= 200 && o.status < 300)} | ${count((o) => o.kind !== 'reply' && o.status >= 500)} | ${count((o) => o.status === 503 && o.retryAfter)} | ${count((o) => o.status === 0)} | ${[...others].map(([what, n]) => `${what}: ${n}`).join(', ')} |`,
    );
  }
  const answeredRows = [...repliesAnswered].map((key) => stored.get(key) ?? 0);
  const duplicates = [...stored.values()].filter((n) => n > 1).length;
  console.log(
    `\nReplies: ${repliesTried.size} sent, ${repliesAnswered.size} answered 2xx, ${answeredRows.filter((n) => n === 1).length} of those stored exactly once, ${answeredRows.filter((n) => n === 0).length} lost, ${duplicates} stored twice or more; ${stored.size} stored in all.`,
  );
  if (answeredRows.some((n) => n !== 1) || duplicates > 0) process.exitCode = 1;
  console.log(`Server logs: ${logs}`);
} finally {
  stopping = true;
  for (const server of servers) server.kill('SIGTERM');
}
