import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { CHART_CHUNK, landApi, MAP_CHUNK } from '../support/land-api.ts';
import {
  markedListings,
  markerCounts,
  reachableSingleMarker,
  selectionPanel,
  zoomToSingles,
} from '../support/map.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

interface RecordPage {
  total: number;
}

const resultTotal = (page: Page) => page.locator('#map-results').getByTestId('result-total');

test('the real-price map clusters the register’s records on the server and lists them beside it', async ({
  page,
  request,
}) => {
  await page.goto(`${origin('land')}/map?region_id=1&mode=real-price`);
  await expect(page).toHaveTitle('台北市實價登錄地圖 - 591土地');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('台北市實價登錄地圖');
  await waitForApp(page);
  const marked = await markedListings(page);
  expect(Math.max(...(await markerCounts(page)))).toBeGreaterThan(1);
  // Until the map moves, the list holds the region's records of the last two years.
  const all = await landApi<RecordPage>(request, '/v1/land/price-records?region=1&years=2');
  const listed = Number(((await resultTotal(page).textContent()) ?? '').replace(/\D/g, ''));
  expect(listed).toBe(all.total);
  expect(marked).toBeGreaterThan(0);
  const records = page.getByTestId('map-records').getByRole('listitem');
  await expect(records).toHaveCount(Math.min(30, listed));
  await expect(records.first()).toContainText('萬/坪');
  // Taipei's are the government's land sales: named with their source, placed by district.
  await expect(page.getByTestId('deal-source')).toContainText('內政部不動產交易實價查詢服務網');
  await expect(page.getByTestId('deal-source')).toContainText('標示在所在行政區');
  await expect(page.getByTestId('sample-data-note')).toHaveCount(0);
});

test('an in-sale marker opens the listing’s card with its price and link', async ({ page }) => {
  await page.goto(`${origin('land')}/map?region_id=1&mode=in-sale`);
  await waitForApp(page);
  await markedListings(page);
  await zoomToSingles(page);
  await (await reachableSingleMarker(page)).click();
  const card = selectionPanel(page).getByRole('article');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('listing-price')).toContainText('萬');
  await expect(card.getByRole('link')).toHaveAttribute('href', /^\/sale\/\d+$/);
  await expect(
    page.locator('#map-results').getByRole('article').first().getByRole('link'),
  ).toHaveAttribute('href', /^\/sale\/\d+$/);
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
    await expect(resultTotal(page)).toBeVisible();
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
    .getByRole('link', { name: '新竹縣' })
    .click();
  // 新竹縣's land deals are the seed's samples: five years of them in every district.
  await expect(page).toHaveURL(/region_id=5&mode=real-price/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新竹縣實價登錄地圖');
  await expect(page.getByTestId('map-records').getByRole('listitem').first()).toBeVisible();
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
    await markedListings(page);
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
  await markedListings(page);
  expect(loaded(MAP_CHUNK)).toBe(true);
});
