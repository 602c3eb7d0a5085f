// Prints the server render time of the rent list (p50/p99 over 200 renders) and Lighthouse's
// mobile medians for the same page rendered in the browser only (csr=1, as before server
// rendering) and rendered on the server. Needs the apps built (npm run build or npm test).
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { startApi, startGateway } from '../support/processes.ts';
import { origin } from '../support/site.ts';
import { giveWayToChromium, LIGHTHOUSE_RUNS, printLighthouseMedians } from './lighthouse-runner.ts';

const API_PORT = 8494;
const SITE_PORT = 8495;
const RENDERS = 200;
const PAGE = `${origin('rent', SITE_PORT)}/list`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** GET over plain HTTP with the page's Host header (fetch does not let a caller set Host). */
function getPage(url: URL): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, accept: 'text/html' },
      },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          html += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
      },
    )
      .on('error', reject)
      .end();
  });
}

/** One page request as the gateway gets it, timed until the last byte of HTML. */
async function timeRender(url: string): Promise<number> {
  const started = performance.now();
  const { status, html } = await getPage(new URL(url));
  const elapsed = performance.now() - started;
  if (status !== 200 || !html.includes('__staticRouterHydrationData')) {
    throw new Error(`${url} was not rendered on the server (status ${status})`);
  }
  return elapsed;
}

async function renderTimes(): Promise<void> {
  for (let warmUp = 0; warmUp < 20; warmUp += 1) await timeRender(PAGE);
  const times: number[] = [];
  for (let run = 0; run < RENDERS; run += 1) times.push(await timeRender(PAGE));
  times.sort((a, b) => a - b);
  console.log(
    `Server render of the rent list (${RENDERS} renders, API call included): p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
}

giveWayToChromium();
const processes: ChildProcess[] = [];
try {
  processes.push(await startApi(API_PORT, { dataDir: '.data/bench-render', sitePort: SITE_PORT }));
  processes.push(await startGateway(SITE_PORT, { API_ORIGIN: `http://127.0.0.1:${API_PORT}` }));
  await renderTimes();
  console.log(`\nLighthouse, mobile, median of ${LIGHTHOUSE_RUNS} runs, ${PAGE}`);
  await printLighthouseMedians('rendered in the browser (csr=1)', `${PAGE}?csr=1`);
  await printLighthouseMedians('rendered on the server', PAGE);
} finally {
  for (const child of processes) child.kill();
}
