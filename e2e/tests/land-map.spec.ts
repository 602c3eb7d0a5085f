import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { CHART_CHUNK, landApi, MAP_CHUNK, TILE_REQUEST } from '../support/land-api.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

interface LandMap {
  total: number;
  points: { id: number; label: string }[];
}

test.beforeEach(async ({ page }) => {
  await page.route(TILE_REQUEST, (route) => route.abort());
});

const mapBox = (page: Page) => page.getByTestId('land-map');

test('the real-price map clusters its markers and lists them outside the map', async ({
  page,
  request,
}) => {
  await page.goto(`${origin('land')}/map?region_id=1&mode=real-price`);
  await expect(page).toHaveTitle('台北市實價登錄地圖 - 591土地');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('台北市實價登錄地圖');
  const expected = await landApi<LandMap>(request, '/v1/land/map?region=1&mode=real-price');
  expect(expected.points.length).toBeGreaterThan(50);

  await expect(mapBox(page)).toBeVisible();
  const clusters = mapBox(page).locator('.marker-cluster');
  await expect(clusters.first()).toBeVisible();
  const clustered = await clusters.evaluateAll((nodes) =>
    nodes.reduce((sum, node) => sum + Number(node.textContent), 0),
  );
  expect(clustered).toBeGreaterThan(1);

  await expect(page.getByTestId('map-count')).toContainText(
    `地圖上共 ${expected.points.length} 筆`,
  );
  const list = page.getByTestId('map-points').getByRole('listitem');
  await expect(list).toHaveCount(30);
  await expect(list.first()).toContainText(expected.points[0]!.label);
  await page.getByRole('button', { name: /再列出 \d+ 筆/ }).click();
  await expect(list).toHaveCount(Math.min(60, expected.points.length));
  // Without tiles the background stays plain and says why; the markers are unaffected.
  await expect(page.getByText('底圖暫時無法載入')).toBeVisible();
});

test('an in-sale marker opens a popup with the title, price and the listing’s link', async ({
  page,
}) => {
  await page.goto(`${origin('land')}/map?region_id=1&mode=in-sale`);
  await waitForApp(page);
  const marker = mapBox(page).locator('.land-map__marker').first();
  await expect(marker).toBeVisible();
  const title = (await marker.getAttribute('title')) ?? '';
  await marker.click();
  const popup = mapBox(page).locator('.land-map__popup');
  await expect(popup).toBeVisible();
  await expect(popup.locator('strong')).toHaveText(title.split('，')[0]!);
  await expect(popup).toContainText('萬');
  await expect(popup.getByRole('link', { name: '查看物件' })).toHaveAttribute(
    'href',
    /^\/sale\/\d+$/,
  );
  await expect(page.getByTestId('map-points').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/sale\/\d+$/,
  );
});

test('the header’s land menu links reach the map in the right mode', async ({ page }) => {
  for (const [label, mode, current] of [
    ['找土地地圖', 'in-sale', '找土地'],
    ['實價登錄地圖', 'real-price', '實價登錄'],
  ] as const) {
    await page.goto(`${origin('land')}/`);
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: '土地選單' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await panel.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(`${origin('land')}/map?region_id=1&mode=${mode}`);
    await expect(
      page.getByRole('navigation', { name: '地圖模式' }).locator('[aria-current="page"]'),
    ).toHaveText(current);
    await expect(page.getByTestId('map-count')).toBeVisible();
  }
});

test('the mode switch and the region picker change the URL and the points', async ({ page }) => {
  await page.goto(`${origin('land')}/map?region_id=1&mode=in-sale`);
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: '地圖模式' })
    .getByRole('link', { name: '實價登錄' })
    .click();
  await expect(page).toHaveURL(/region_id=1&mode=real-price/);
  await page.getByText('地區：台北市').click();
  await page
    .getByRole('navigation', { name: '選擇地區' })
    .getByRole('link', { name: '台中市' })
    .click();
  await expect(page).toHaveURL(/region_id=8&mode=real-price/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('台中市實價登錄地圖');
  await expect(page.getByTestId('map-points').getByRole('listitem').first()).toBeVisible();
});

test('a bad region or mode says what is wrong instead of failing', async ({ page }) => {
  await page.goto(`${origin('land')}/map?region_id=9&mode=in-sale`);
  await expect(page.getByRole('alert')).toHaveText(/找不到地區「9」/);
  await page.goto(`${origin('land')}/map?region_id=3&mode=heatmap`);
  await expect(page.getByRole('alert')).toHaveText(/地圖模式「heatmap」不存在/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新北市土地地圖');
});

for (const mode of ['in-sale', 'real-price']) {
  test(`the ${mode} map page has no serious accessibility violation`, async ({ page }) => {
    await page.goto(`${origin('land')}/map?region_id=1&mode=${mode}`);
    await waitForApp(page);
    await expect(page.getByTestId('map-points')).toBeVisible();
    await expect(mapBox(page).locator('.leaflet-marker-icon').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('only the price and map pages load the chart and map chunks', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const loaded = (chunk: RegExp) => scripts.some((url) => chunk.test(url));

  await page.goto(`${origin('land')}/list`);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(loaded(CHART_CHUNK) || loaded(MAP_CHUNK)).toBe(false);

  await page.goto(`${origin('land')}/price?region=1`);
  await expect(page.getByRole('img', { name: /每坪單價走勢/ }).locator('canvas')).toHaveCount(1);
  expect(loaded(CHART_CHUNK)).toBe(true);
  expect(loaded(MAP_CHUNK)).toBe(false);

  await page.goto(`${origin('land')}/map?region_id=1&mode=in-sale`);
  await expect(mapBox(page).locator('.leaflet-marker-icon').first()).toBeVisible();
  expect(loaded(MAP_CHUNK)).toBe(true);
});
