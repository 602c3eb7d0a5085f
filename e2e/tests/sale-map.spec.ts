import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import {
  clusterZooms,
  listedIds,
  mapCanvas,
  markedListings,
  markerCounts,
  reachableSingleMarker,
  selectionPanel,
  urlZoom,
  zoomToSingles,
} from '../support/map.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const totalOf = async (page: Page) =>
  Number(
    ((await page.locator('#map-results').getByTestId('result-total').textContent()) ?? '').replace(
      /\D/g,
      '',
    ),
  );

test('the header’s 地圖找屋 opens the Taipei sale map, whose clusters zoom in to single homes', async ({
  page,
}) => {
  // A click per zoom, each waiting for the map's next answer.
  test.slow();
  const zooms = clusterZooms(page);
  await page.goto(`${origin('sale')}/`);
  await waitForApp(page);
  const toggle = page.getByRole('button', { name: '中古屋選單' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await panel.getByRole('link', { name: '地圖找屋' }).click();
  await expect(page).toHaveURL(`${origin('sale')}/map?regionid=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('台北市地圖找屋');
  await expect(page).toHaveTitle(/^台北市地圖找屋 - 591售屋網$/);
  await markedListings(page);
  expect(Math.max(...(await markerCounts(page)))).toBeGreaterThan(1);

  await zoomToSingles(page);
  expect(urlZoom(page)).toBeGreaterThan(zooms[0]!);
  const single = await reachableSingleMarker(page);
  await expect(single).toHaveText(/^[\d,.]+(萬|億)$/);
  await single.click();
  const card = selectionPanel(page).getByRole('article');
  await expect(card.locator('img')).toBeVisible();
  await expect(card.getByTestId('listing-price')).toContainText('萬');
  await expect(card.getByRole('link')).toHaveAttribute('href', /^\/\d+$/);
  await page.keyboard.press('Escape');
});

test('the sale map keeps its view in the URL through a reload, and a filter narrows it', async ({
  page,
}) => {
  test.slow();
  await page.goto(`${origin('sale')}/map?regionid=1&lat=25.04&lng=121.54&zoom=13`);
  await waitForApp(page);
  const everything = await markedListings(page);
  const listedBefore = await totalOf(page);
  await page.getByRole('button', { name: '縮小' }).click();
  await expect(page).toHaveURL(/zoom=12/);
  await markedListings(page);
  await expect(page.locator('#map-results [aria-busy="true"]')).toHaveCount(0);
  const ids = await listedIds(page);
  const shown = page.url();
  await page.reload();
  await expect(page).toHaveURL(shown);
  expect(await listedIds(page)).toEqual(ids);
  await waitForApp(page);
  await markedListings(page);

  await page.goto(`${origin('sale')}/map?regionid=1&lat=25.04&lng=121.54&zoom=13`);
  await waitForApp(page);
  await page.getByRole('button', { name: /^篩選/ }).click();
  await page
    .getByRole('navigation', { name: '篩選條件' })
    .getByRole('link', { name: '10-20年' })
    .click();
  await expect(page).toHaveURL(/houseage=/);
  await expect.poll(() => markedListings(page)).toBeLessThan(everything);
  await expect.poll(() => totalOf(page)).toBeLessThan(listedBefore);
  await expect(mapCanvas(page)).toBeVisible();
});

test('the sale map page has no serious accessibility violation', async ({ page }) => {
  await page.goto(`${origin('sale')}/map?regionid=1`);
  await waitForApp(page);
  await markedListings(page);
  await expectNoSeriousViolations(page);
});
