// Prints the server render time of the rent list (p50/p99 over 200 renders) and Lighthouse's
// mobile medians for the same page rendered in the browser only (csr=1, as before server
// rendering) and rendered on the server. Needs the apps built (npm run build or npm test).
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApi, startGateway } from '../support/processes.ts';
import { CHROMIUM_ARGS, origin } from '../support/site.ts';

const API_PORT = 8494;
const SITE_PORT = 8495;
const RENDERS = 200;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PAGE = `${origin('rent', SITE_PORT)}/list`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

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

interface Scores {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
}

async function lighthouseRun(url: string): Promise<Scores> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const { audits, categories } = result!.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']!.numericValue!,
      lcp: audits['largest-contentful-paint']!.numericValue!,
      tbt: audits['total-blocking-time']!.numericValue!,
      speedIndex: audits['speed-index']!.numericValue!,
    };
  } finally {
    chrome.kill();
  }
}

async function lighthouseMedians(title: string, url: string): Promise<void> {
  const runs: Scores[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseRun(url));
  const of = (key: keyof Scores) => median(runs.map((scores) => scores[key]));
  console.log(
    `${title.padEnd(34)} performance ${of('performance')}, FCP ${of('fcp').toFixed(0)} ms, LCP ${of('lcp').toFixed(0)} ms, TBT ${of('tbt').toFixed(0)} ms, Speed Index ${of('speedIndex').toFixed(0)} ms`,
  );
}

const processes: ChildProcess[] = [];
try {
  processes.push(await startApi(API_PORT, { dataDir: '.data/bench-render', sitePort: SITE_PORT }));
  processes.push(await startGateway(SITE_PORT, { API_ORIGIN: `http://127.0.0.1:${API_PORT}` }));
  await renderTimes();
  console.log(`\nLighthouse, mobile, median of ${LIGHTHOUSE_RUNS} runs, ${PAGE}`);
  await lighthouseMedians('rendered in the browser (csr=1)', `${PAGE}?csr=1`);
  await lighthouseMedians('rendered on the server', PAGE);
} finally {
  for (const child of processes) child.kill();
}
