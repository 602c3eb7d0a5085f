// npm run bench:render: renders per second, p50 and p99 of the site's busiest pages, each asked
// for by 8 visitors at once, 1000 times (or --requests N), every request from its own visitor
// address (X-Forwarded-For, which the gateway believes from loopback, as from the edge), on the
// gateway and API as `npm start` runs them: embedded PGlite with --listings (200,000 by
// default), or the PostgreSQL that DATABASE_URL names. Needs the apps built for the port
// (the root script builds them).
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { startApi, startGateway } from '../support/processes.ts';
import { origin } from '../support/site.ts';

const API_PORT = 8494;
const SITE_PORT = Number(process.env.RENDER_SITE_PORT || 8495);
const CONCURRENCY = 8;
const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
// A page is served in about a millisecond: fewer requests time little more than a blink.
const REQUESTS = flag('requests', 1000);
const LISTINGS = flag('listings', 200_000);
/**
 * Requests a page is asked for before it is timed: its render kept, and the code that serves
 * it compiled by the JIT (twenty left the first cached page measured a third slower than the
 * same page measured again).
 */
const WARM_UP = 100;

interface Answer {
  status: number;
  ms: number;
}

// Visitors come on connections of their own; no socket is kept between two of them.
const agent = new Agent({ keepAlive: false });

/** A page as a visitor at `address` asks for it, timed to its last byte. */
function getPage(url: URL, address: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(
      {
        agent,
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, accept: 'text/html', 'x-forwarded-for': address },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    )
      .on('error', reject)
      .end();
  });
}

let visitors = 0;
/** A new visitor's address each time, from the benchmarking range (198.18.0.0/15). */
function nextAddress(): string {
  visitors += 1;
  return `198.18.${Math.floor(visitors / 250) % 256}.${(visitors % 250) + 1}`;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** `count` requests of `urls` (in turn), `CONCURRENCY` at a time. */
async function load(urls: URL[], count: number): Promise<{ answers: Answer[]; seconds: number }> {
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const url = urls[next % urls.length]!;
        next += 1;
        answers.push(await getPage(url, nextAddress()));
      }
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

async function measure(name: string, urls: URL[]): Promise<void> {
  await load(urls, WARM_UP);
  const { answers, seconds } = await load(urls, REQUESTS);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const failed = answers.filter((answer) => answer.status !== 200).length;
  console.log(
    `| ${name} | ${Math.round(REQUESTS / seconds)} | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 99).toFixed(0)} ms |${failed ? ` ${failed} not 200` : ''}`,
  );
}

async function apiJson<T>(path: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${API_PORT}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const page = (subdomain: string, path: string) => new URL(`${origin(subdomain, SITE_PORT)}${path}`);

const processes: ChildProcess[] = [];
try {
  processes.push(
    await startApi(API_PORT, {
      dataDir: '.data/bench-render',
      listings: LISTINGS,
      sitePort: SITE_PORT,
      // A first start seeds the catalogue before it listens.
      readyWithinMs: 3_600_000,
      checkAnswers: false,
    }),
  );
  processes.push(await startGateway(SITE_PORT, { API_ORIGIN: `http://127.0.0.1:${API_PORT}` }));
  const rentals = await apiJson<{ items: { id: number }[] }>('/v1/rent/listings?region=1');
  const projects = await apiJson<{ items: { id: number }[] }>('/v1/new-builds?regionid=1');
  console.log(
    `\n${REQUESTS} requests a page, ${CONCURRENCY} at once, each from its own visitor address; ${LISTINGS.toLocaleString('en-US')} listings, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  console.log('| page | renders per second | p50 | p99 |');
  console.log('|---|---|---|---|');
  await measure('home `www./`', [page('www', '/')]);
  await measure('rent list of a region, no filter', [page('rent', '/list?region=1')]);
  await measure('rent list, a kind and a price band', [
    page('rent', '/list?region=1&kind=2&price=10000_20000'),
  ]);
  await measure(
    'rent detail',
    rentals.items.slice(0, 10).map((item) => page('rent', `/${item.id}`)),
  );
  await measure('sale list of a region', [page('sale', '/?shType=list&regionid=1')]);
  await measure('實價登錄 of a region', [page('market', '/price?regionid=1')]);
  await measure(
    'a new-build project',
    projects.items.slice(0, 10).map((item) => page('newhouse', `/${item.id}`)),
  );
} finally {
  for (const child of processes) child.kill();
}
