// Prints the first-load JavaScript of each land page (scripts, bytes and gzip) against the
// gateway already running on E2E_PORT (8480), so a page that starts to pull in the chart or
// the map libraries it does not use shows up as a jump. Usage: pnpm bench:land-js
import { gzipSync } from 'node:zlib';
import { chromium, request } from '@playwright/test';
import { CHART_CHUNK, MAP_CHUNK, TILE_REQUEST } from '../support/land-api.ts';
import { seededListing } from '../support/listings.ts';
import { CHROMIUM_ARGS, origin } from '../support/site.ts';

interface Script {
  url: string;
  bytes: number;
  gzip: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (scripts: Script[], key: 'bytes' | 'gzip') =>
  scripts.reduce((total, script) => total + script[key], 0);
const isLazyLibrary = (script: Script) =>
  CHART_CHUNK.test(script.url) || MAP_CHUNK.test(script.url);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

/** Every script a fresh visit to `url` loads until the network has been idle. */
async function scriptsOf(url: string): Promise<Script[]> {
  const page = await browser.newPage();
  await page.route(TILE_REQUEST, (route) => route.abort());
  const bodies: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), bytes: body.length, gzip: gzipSync(body).length })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await page.close();
  return scripts;
}

const api = await request.newContext();
const sale = await seededListing(api, 'land', { type: '2' });
await api.dispose();

const PAGES: [string, string][] = [
  ['landing', '/'],
  ['first', '/first'],
  ['list', '/list'],
  ['price', '/price?region=1'],
  ['map', '/map?region_id=1&mode=in-sale'],
  ['special', '/special'],
  ['sale detail', `/sale/${sale.id}`],
];

console.log(`First-load JavaScript of the land pages on ${origin('land')} (gzip by this script)`);
console.log(
  `${'page'.padEnd(12)} ${'scripts'.padStart(7)} ${'bytes'.padStart(10)} ${'gzip'.padStart(10)}   chart/map chunk (gzip, in the totals)`,
);
try {
  for (const [name, path] of PAGES) {
    const scripts = await scriptsOf(`${origin('land')}${path}`);
    const lazy = scripts.filter(isLazyLibrary);
    console.log(
      `${name.padEnd(12)} ${String(scripts.length).padStart(7)} ${kb(sum(scripts, 'bytes')).padStart(10)} ${kb(sum(scripts, 'gzip')).padStart(10)}   ${lazy.length ? kb(sum(lazy, 'gzip')) : '-'}`,
    );
  }
} finally {
  await browser.close();
}
