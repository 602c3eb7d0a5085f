// Prints the first-load JavaScript of each land page (scripts, bytes and gzip) against the
// gateway already running on E2E_PORT (8480), so a page that starts to pull in the chart or
// the map libraries it does not use shows up as a jump. Usage: pnpm bench:land-js
import { chromium, request } from '@playwright/test';
import { firstLoadScripts, kb, type LoadedScript, totalOf } from '../support/first-load.ts';
import { CHART_CHUNK, MAP_CHUNK } from '../support/land-api.ts';
import { seededListing } from '../support/listings.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, origin } from '../support/site.ts';

const isLazyLibrary = (script: LoadedScript) =>
  CHART_CHUNK.test(script.url) || MAP_CHUNK.test(script.url);

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});

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
    const scripts = await firstLoadScripts(browser, `${origin('land')}${path}`);
    const lazy = scripts.filter(isLazyLibrary);
    console.log(
      `${name.padEnd(12)} ${String(scripts.length).padStart(7)} ${kb(totalOf(scripts, 'bytes')).padStart(10)} ${kb(totalOf(scripts)).padStart(10)}   ${lazy.length ? kb(totalOf(lazy)) : '-'}`,
    );
  }
} finally {
  await browser.close();
}
