import { boxParam, tileBox, tilesCovering, viewBox, WIDE_MAP_PX } from '@591/config';
import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { landApi, MAP_CHUNK } from '../support/land-api.ts';
import { seededListing } from '../support/listings.ts';
import {
  clusterZooms,
  listedIds,
  mapCanvas,
  markedListings,
  markerCounts,
  reachableSingleMarker,
  selectionPanel,
  singleMarkers,
  urlZoom,
  zoomToSingles,
} from '../support/map.ts';
import { newPoster, RENTAL } from '../support/poster.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const resultTotal = (page: Page) => page.locator('#map-results').getByTestId('result-total');
const totalOf = async (page: Page) =>
  Number(((await resultTotal(page).textContent()) ?? '').replace(/\D/g, ''));

test('the Taipei map shows clusters with their price ranges and zooms in to single listings', async ({
  page,
  request,
}) => {
  // A click per zoom, each waiting for the map's next answer.
  test.slow();
  const zooms = clusterZooms(page);
  await page.goto(`${origin('rent')}/map?region=1`);
  await expect(page).toHaveTitle(/^台北市地圖找房 - 591租屋網$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('台北市地圖找房');
  await waitForApp(page);
  const listed = await markedListings(page);
  expect(Math.max(...(await markerCounts(page)))).toBeGreaterThan(1);
  await expect(mapCanvas(page).locator('.cluster-map__marker small').first()).toHaveText(
    /^[\d.]+(–[\d.]+)?萬$/,
  );
  // Until the map moves, the list is the whole region's, which the map shows.
  const region = await landApi<{ total: number }>(request, '/v1/rent/listings?region=1');
  expect(await totalOf(page)).toBe(region.total);
  expect(listed).toBeGreaterThan(0);

  await zoomToSingles(page);
  expect(urlZoom(page)).toBeGreaterThan(zooms[0]!);
  // Moved, the list follows what the map shows; the clusters cover whole grid cells around it.
  await expect(page.locator('#map-results [aria-busy="true"]')).toHaveCount(0);
  expect(await markedListings(page)).toBeGreaterThanOrEqual(await totalOf(page));
  expect(await totalOf(page)).toBeLessThan(region.total);
  const single = await reachableSingleMarker(page);
  const price = (await single.textContent()) ?? '';
  await single.click();
  const card = selectionPanel(page).getByRole('article');
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toBeVisible();
  await expect(card.getByTestId('listing-price')).toContainText('元/月');
  expect(price).toMatch(/^[\d,.]+萬?$/);
  const link = card.getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/\d+$/);
  const title = (await link.textContent()) ?? '';
  const mapView = page.url();
  await link.click();
  await expect(page).toHaveURL(/\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // Back returns to the map as it was left: the same view, its listings around.
  await page.goBack();
  await expect(page).toHaveURL(mapView);
  await markedListings(page);
  await expect(singleMarkers(page).first()).toBeVisible();
});

test('the view lives in the URL: a reload shows the same view and list, and back leaves the map', async ({
  page,
}) => {
  // Two pages, a reload and some moves of the map: the map arrives last on each.
  test.slow();
  await page.goto(`${origin('rent')}/list?region=1`);
  await waitForApp(page);
  // The header's 地圖找房 answers, within the app.
  const toggle = page.getByRole('button', { name: '租屋選單' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await menu.getByRole('link', { name: '地圖找房' }).click();
  await expect(page).toHaveURL(`${origin('rent')}/map?region=1`);
  await markedListings(page);
  // The region's own view needs no parameters; the first zoom writes the view.
  await page.getByRole('button', { name: '放大' }).click();
  await expect(page).toHaveURL(/zoom=\d+/);
  const zoom = urlZoom(page);
  await page.getByRole('button', { name: '放大' }).click();
  await expect.poll(() => urlZoom(page)).toBe(zoom + 1);
  // The map pans by keyboard too; every move replaces the URL's view.
  await mapCanvas(page).focus();
  const zoomed = page.url();
  await page.keyboard.press('ArrowRight');
  await expect(page).not.toHaveURL(zoomed);
  const view = new URL(page.url()).searchParams;
  expect(view.get('lat')).toMatch(/^\d+\.\d+$/);
  expect(view.get('lng')).toMatch(/^\d+\.\d+$/);
  // The list follows the view a moment after the URL changes: read it once it has settled
  // (cards shown, nothing loading, the same cards a moment later).
  const busy = page.locator('#map-results [aria-busy="true"]');
  await expect
    .poll(async () => {
      const before = await listedIds(page);
      await page.waitForTimeout(300);
      const after = await listedIds(page);
      return before.length > 0 && before.join() === after.join() && (await busy.count()) === 0;
    })
    .toBe(true);
  const ids = await listedIds(page);
  const counts = (await markerCounts(page)).sort();
  const shown = page.url();

  await page.reload();
  await expect(page).toHaveURL(shown);
  // The server renders the same list the browser showed, before the map arrives.
  expect(await listedIds(page)).toEqual(ids);
  await waitForApp(page);
  await markedListings(page);
  expect((await markerCounts(page)).sort()).toEqual(counts);
  expect(await listedIds(page)).toEqual(ids);

  // Pans and zooms replaced the URL: one step back is the list the visitor came from.
  await page.goBack();
  await expect(page).toHaveURL(`${origin('rent')}/list?region=1`);
});

test('a filter narrows the markers and the list, and back returns to the search before it', async ({
  page,
}) => {
  await page.goto(`${origin('rent')}/map?region=1&lat=25.04&lng=121.54&zoom=13`);
  await waitForApp(page);
  const everything = await markedListings(page);
  const listedBefore = await totalOf(page);
  await page.getByRole('button', { name: /^篩選/ }).click();
  await page
    .getByRole('navigation', { name: '篩選條件' })
    .getByRole('link', { name: '獨立套房', exact: true })
    .click();
  await expect(page).toHaveURL(/kind=2/);
  await expect(page).toHaveURL(/lat=25\.04&lng=121\.54&zoom=13/);
  await expect.poll(() => markedListings(page)).toBeLessThan(everything);
  await expect.poll(() => totalOf(page)).toBeLessThan(listedBefore);
  expect(await markedListings(page)).toBeGreaterThan(0);
  // Every card of the list is a 獨立套房.
  const kinds = await page.locator('#map-results .listing-card__line').allInnerTexts();
  expect(kinds.filter((line) => line.startsWith('獨立套房')).length).toBeGreaterThan(0);

  await page.goBack();
  await expect(page).not.toHaveURL(/kind=2/);
  await expect.poll(() => markedListings(page)).toBe(everything);
  await expect.poll(() => totalOf(page)).toBe(listedBefore);
});

test('the map and the list say when nothing matches, and a bad search or view says what is wrong', async ({
  page,
}) => {
  const empty = '這個範圍內沒有符合條件的物件，試著縮小地圖或放寬條件';
  await page.goto(`${origin('rent')}/map?region=1&kind=4&price=40000_&area=50_`);
  await waitForApp(page);
  await expect(resultTotal(page)).toHaveText('共 0 筆');
  await expect(page.locator('#map-results').getByRole('status')).toHaveText(empty);
  await expect(page.locator('.cluster-map').getByRole('status')).toHaveText(empty);

  await page.goto(`${origin('rent')}/map?region=1&kind=9`);
  await expect(page.getByRole('alert').filter({ hasText: '清除篩選條件' })).toContainText(
    '搜尋條件有誤',
  );
  await waitForApp(page);
  await expect(page.locator('.cluster-map').getByRole('alert')).toHaveText(
    '搜尋條件有誤，地圖無法顯示，請重新選擇條件。',
  );
  await expect(page.getByRole('link', { name: '清除篩選條件' })).toHaveAttribute(
    'href',
    '/map?region=1',
  );

  await page.goto(`${origin('rent')}/map?region=1&lat=abc&lng=121.5&zoom=40`);
  await expect(page.getByRole('alert').filter({ hasText: '地圖位置有誤' })).toBeVisible();
  await waitForApp(page);
  expect(await markedListings(page)).toBeGreaterThan(0);
});

test('metro stations and universities can be drawn over the map', async ({ page }) => {
  await page.goto(`${origin('rent')}/map?region=1&mrt=1`);
  await waitForApp(page);
  await markedListings(page);
  // A search by metro starts with the stations shown, each named when pointed at; the lines
  // are the base map's, never drawn a second time over it.
  const metro = page.getByRole('checkbox', { name: '捷運車站' });
  await expect(metro).toBeChecked();
  const stations = mapCanvas(page).locator('.leaflet-overlay-pane path.leaflet-interactive');
  await expect(stations.first()).toBeAttached();
  expect(await stations.count()).toBeGreaterThan(50);
  await expect(
    mapCanvas(page).locator('.leaflet-overlay-pane path:not(.leaflet-interactive)'),
  ).toHaveCount(0);
  await metro.uncheck();
  await expect(mapCanvas(page).locator('.leaflet-overlay-pane path')).toHaveCount(0);
  await page.getByRole('checkbox', { name: '大學' }).check();
  await expect(mapCanvas(page).locator('.cluster-map__school').first()).toBeVisible();
  expect(await mapCanvas(page).locator('.cluster-map__school').count()).toBeGreaterThan(5);
});

test('the map is labelled, keyboard users can skip it, and it does not keep the focus', async ({
  page,
}) => {
  await page.goto(`${origin('rent')}/map?region=1`);
  await waitForApp(page);
  await markedListings(page);
  await expect(mapCanvas(page)).toHaveAccessibleName(/台北市租屋地圖/);
  // Markers stay out of the tab order: the result list is the way through the results.
  await expect(mapCanvas(page).locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(mapCanvas(page).locator('.leaflet-marker-icon[tabindex]')).toHaveCount(0);
  const skip = page.getByRole('link', { name: '略過地圖，直接看物件列表' });
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#map-results')).toBeFocused();
  await mapCanvas(page).focus();
  for (let press = 0; press < 8; press += 1) await page.keyboard.press('Tab');
  const inMap = await page.evaluate(() => document.activeElement?.closest('.cluster-map') !== null);
  expect(inMap).toBe(false);
});

test('the rent map page has no serious accessibility violation', async ({ page }) => {
  await page.goto(`${origin('rent')}/map?region=1`);
  await waitForApp(page);
  await markedListings(page);
  await expectNoSeriousViolations(page);
});

test('no other rent page loads the map chunk', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const listing = await seededListing(request, 'rent', { region: '1' });
  for (const path of ['/', '/list?region=1', `/${listing.id}`]) {
    await page.goto(`${origin('rent')}${path}`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => MAP_CHUNK.test(url) || /leaflet/i.test(url))).toEqual([]);
  await page.goto(`${origin('rent')}/map?region=1`);
  await markedListings(page);
  expect(scripts.some((url) => MAP_CHUNK.test(url))).toBe(true);
});

test('at a fixed view the rent, sale and land maps count exactly what their lists find there', async ({
  request,
}) => {
  const view = { lat: 25.04, lng: 121.54, zoom: 13 };
  const tiles = tilesCovering(viewBox(view, WIDE_MAP_PX), view.zoom);
  const boxes = tiles.map(tileBox);
  const covered = boxParam({
    west: Math.min(...boxes.map((box) => box.west)),
    south: Math.min(...boxes.map((box) => box.south)),
    east: Math.max(...boxes.map((box) => box.east)),
    north: Math.max(...boxes.map((box) => box.north)),
  });
  for (const [section, query] of [
    ['rent', 'region=1'],
    ['rent', 'region=1&kind=1,2'],
    ['sale', 'region=1'],
    ['land', 'region=1&type=2'],
  ] as const) {
    let mapped = 0;
    for (const { zoom, x, y } of tiles) {
      const answer = await landApi<{ total: number }>(
        request,
        `/v1/${section}/map/tiles/${zoom}/${x}/${y}?${query}`,
      );
      mapped += answer.total;
    }
    const list = await landApi<{ total: number }>(
      request,
      `/v1/${section}/listings?${query}&bbox=${covered}`,
    );
    expect(mapped, `${section} ${query}`).toBe(list.total);
    expect(mapped, `${section} ${query}`).toBeGreaterThan(0);
  }
});

test('a newly published rental is on the map at the next look, and a closed one leaves it', async ({
  page,
  request,
}) => {
  // 中正區 around the new rental, at a district's zoom, whose counts are kept ahead.
  const mapUrl = `${origin('rent')}/map?region=1&lat=${RENTAL.lat}&lng=${RENTAL.lng}&zoom=14`;
  await page.goto(mapUrl);
  const before = await markedListings(page);
  const poster = await newPoster(request);
  const id = await poster.publishRental();
  await page.goto(mapUrl);
  await expect.poll(() => markedListings(page)).toBe(before + 1);
  await poster.close(id);
  await page.goto(mapUrl);
  await expect.poll(() => markedListings(page)).toBe(before);
});
