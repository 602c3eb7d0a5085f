import { METRO_LINES } from '@591/config';
import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { landApi } from '../support/land-api.ts';
import { markedListings } from '../support/map.ts';
import { offsiteRequests } from '../support/offsite.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** 臺北捷運's 淡水信義線 and 板南線, which cross the middle of 台北市. */
const TAIPEI_LINES = METRO_LINES.filter((line) => ['淡水信義線', '板南線'].includes(line.name));
/** The land's fill (base-map-layer.ts): on the canvas wherever the map shows Taiwan. */
const LAND = '#f5f3ee';
const TAIPEI_DISTRICTS = /^(中正|大同|中山|松山|大安|萬華|信義|士林|北投|內湖|南港|文山)區$/;

const baseCanvas = (page: Page) => page.locator('.leaflet-base-map-pane canvas');
const metroCanvas = (page: Page) => page.locator('.leaflet-base-map-metro-pane canvas');
const labels = (page: Page) => page.locator('.base-map__label');

/** How many of the base map canvas's pixels are of each colour. */
function pixelsOf(page: Page, colours: string[], canvas = baseCanvas(page)): Promise<number[]> {
  return canvas.evaluate((canvas: HTMLCanvasElement, hexes) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const targets = hexes.map((hex) =>
      [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)),
    );
    const counts = targets.map(() => 0);
    for (let i = 0; i < data.length; i += 4) {
      targets.forEach(([r, g, b], t) => {
        const near =
          Math.abs(data[i]! - r!) < 8 &&
          Math.abs(data[i + 1]! - g!) < 8 &&
          Math.abs(data[i + 2]! - b!) < 8;
        if (near && data[i + 3]! > 240) counts[t]! += 1;
      });
    }
    return counts;
  }, colours);
}

async function expectTaiwanDrawn(page: Page, names: RegExp, { metro = true } = {}) {
  await expect(baseCanvas(page)).toBeAttached({ timeout: 30_000 });
  await expect
    .poll(async () => (await pixelsOf(page, [LAND]))[0], { timeout: 30_000 })
    .toBeGreaterThan(10_000);
  await expect
    .poll(() => labels(page).allTextContents(), { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(names));
  if (metro) {
    const lines = await pixelsOf(
      page,
      TAIPEI_LINES.map((line) => line.color),
      metroCanvas(page),
    );
    for (const [index, count] of lines.entries()) {
      expect(count, `${TAIPEI_LINES[index]!.name} on the map`).toBeGreaterThan(20);
    }
  }
  // The markers sit above the base map, which takes no clicks.
  await expect(page.locator('.leaflet-base-map-labels-pane')).toHaveCSS('pointer-events', 'none');
}

const TAIPEI_VIEW = 'lat=25.04&lng=121.54&zoom=13';

const MAP_PAGES = [
  { name: 'rent map', path: () => `${origin('rent')}/map?region=1&${TAIPEI_VIEW}` },
  { name: 'sale map', path: () => `${origin('sale')}/map?regionid=1&${TAIPEI_VIEW}` },
  { name: 'land map', path: () => `${origin('land')}/map?region_id=1&mode=in-sale&${TAIPEI_VIEW}` },
];

for (const { name, path } of MAP_PAGES) {
  test(`the ${name} draws Taiwan, Taipei's districts and metro lines under its clusters, asking nothing of the internet`, async ({
    page,
  }) => {
    const offsite = await offsiteRequests(page);
    await page.goto(path());
    await waitForApp(page);
    await markedListings(page);
    await expectTaiwanDrawn(page, TAIPEI_DISTRICTS);
    expect(offsite).toEqual([]);
  });
}

test('實價登錄 and a project page draw the same base map, offline', async ({ page, request }) => {
  const offsite = await offsiteRequests(page);
  await page.goto(`${origin('market')}/price?regionid=1`);
  await waitForApp(page);
  await markedListings(page);
  await expectTaiwanDrawn(page, /^(台北市|新北市|.+區)$/);

  const { items } = await landApi<{ items: { id: number }[] }>(
    request,
    '/v1/new-builds?regionid=1&build_type=1',
  );
  await page.goto(`${origin('newhouse')}/${items[0]!.id}`);
  await waitForApp(page);
  // At street zoom: the villages (村里) and their names.
  await expectTaiwanDrawn(page, /^.+[里村]$/, { metro: false });
  expect(offsite).toEqual([]);
});

test('the base map files are versioned and cached: a second visit fetches none again', async ({
  page,
}) => {
  const fetched: { url: string; cacheControl: string; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    if (!/\/assets\/(taiwan|towns|villages)-[\w-]+\.json$/.test(response.url())) return;
    const headers = response.headers();
    fetched.push({
      url: response.url(),
      cacheControl: headers['cache-control'] ?? '',
      encoding: headers['content-encoding'],
    });
  });
  const url = `${origin('rent')}/map?region=1&${TAIPEI_VIEW}`;
  await page.goto(url);
  await waitForApp(page);
  await expectTaiwanDrawn(page, TAIPEI_DISTRICTS);
  // The district names come with the country's file; the towns' outlines may still be on the way.
  await expect
    .poll(() => fetched.map((file) => new URL(file.url).pathname))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/taiwan-/),
        expect.stringMatching(/^\/assets\/towns-63000-/),
      ]),
    );
  for (const file of fetched) expect(file.cacheControl).toContain('immutable');

  await page.goto(url);
  await waitForApp(page);
  await expectTaiwanDrawn(page, TAIPEI_DISTRICTS);
  // Read again from the browser's cache: nothing crossed the network (transferSize 0).
  const again = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(taiwan|towns|villages)-/.test(entry.name))
      .map((entry) => ({
        name: entry.name,
        bytes: (entry as PerformanceResourceTiming).transferSize,
      })),
  );
  expect(again.length).toBeGreaterThan(0);
  for (const file of again) expect(file, 'read from the cache').toMatchObject({ bytes: 0 });
});

test('when the base map cannot be loaded the map says so and the markers still work', async ({
  page,
}) => {
  await page.route(/\/assets\/taiwan-[\w-]+\.json$/, (route) => route.abort());
  await page.goto(`${origin('rent')}/map?region=1`);
  await waitForApp(page);
  expect(await markedListings(page)).toBeGreaterThan(0);
  await expect(page.getByText('底圖暫時無法載入，標記位置不受影響')).toBeVisible();
});
