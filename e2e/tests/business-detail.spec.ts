import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { seededListing } from '../support/listings.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const BUSINESS = origin('business');

/** The seeded business listing of a deal and kind, e.g. ('1', '5') for a shop to let. */
const ids: Record<string, number> = {};
const KINDS = { shop: '5', office: '6', flat: '12', plant: '7' } as const;

test.beforeAll(async ({ request }) => {
  const cases: [string, string, string][] = [
    ['shop-rent', '1', KINDS.shop],
    ['shop-transfer', '6', KINDS.shop],
    ['office-sale', '2', KINDS.office],
    ['flat-rent', '1', KINDS.flat],
    ['plant-rent', '1', KINDS.plant],
    ['plant-sale', '2', KINDS.plant],
  ];
  for (const [name, type, kind] of cases) {
    ids[name] = (await seededListing(request, 'business', { type, kind })).id;
  }
});

/** The value of one fact of a section (物件資料) or of the price box. */
const fact = (scope: ReturnType<Page['getByTestId']>, label: string) =>
  scope
    .locator('.fact-list__item')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('dd');

const premises = (page: Page) => page.getByTestId('premises-facts').filter({ visible: true });
const priceBox = (page: Page) => page.getByTestId('price-box').filter({ visible: true });

test('a shop to let: rent a month and per 坪, frontage and floor', async ({ page }) => {
  await page.goto(`${BUSINESS}/rent/${ids['shop-rent']}`);
  await expect(page.getByTestId('listing-id')).toHaveText(`物件編號：${ids['shop-rent']}`);
  await expect(page).toHaveTitle(/ - 591商用不動產$/);
  await expect(priceBox(page).getByText('月租金')).toBeVisible();
  await expect(priceBox(page).getByTestId('detail-price')).toHaveText(/^[\d,]+元\/月$/);
  await expect(fact(priceBox(page), '每坪租金')).toHaveText(/^[\d,]+元\/坪$/);
  await expect(fact(premises(page), '類型')).toHaveText('店面出租');
  await expect(fact(premises(page), '面寬')).toHaveText(/^[\d.]+米$/);
  await expect(fact(premises(page), '使用樓層')).toHaveText(/F/);
  // A shop on B1+1F is listed on B1.
  await expect(fact(premises(page), '樓層')).toHaveText(/^(B\d|\d+F\/\d+F)$/);
  await expect(fact(priceBox(page), '押金')).toHaveText(/^\d個月（[\d,]+元）$/);
  await expect(page.getByTestId('nearby').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('description')).not.toBeEmpty();
  await expect(page.getByTestId('location')).toContainText('台北市');
  await expect(page.getByTestId('contact-card').filter({ visible: true })).toBeVisible();
  // Visitors are asked to log in to save it.
  await expect(priceBox(page).getByRole('link', { name: /登入後收藏/ })).toBeVisible();
});

test('a shop transfer is a rent detail with the fee and what it includes', async ({ page }) => {
  await page.goto(`${BUSINESS}/rent/${ids['shop-transfer']}`);
  await expect(fact(premises(page), '類型')).toHaveText('店面頂讓');
  await expect(priceBox(page).getByTestId('detail-price')).toHaveText(/元\/月$/);
  await expect(fact(priceBox(page), '頂讓金')).toHaveText(/^[\d,]+萬$/);
  await expect(fact(priceBox(page), '頂讓內容')).toHaveText(/、/);
  // A transfer is not a sale.
  await page.goto(`${BUSINESS}/sale/${ids['shop-transfer']}`);
  await expect(page.locator('section[data-status]')).toHaveAttribute('data-status', '404');
});

test('an office for sale: total in 萬, unit price and usable area', async ({ page }) => {
  await page.goto(`${BUSINESS}/sale/${ids['office-sale']}`);
  await expect(priceBox(page).getByText('總價')).toBeVisible();
  await expect(priceBox(page).getByTestId('detail-price')).toHaveText(/^[\d,]+萬$/);
  await expect(fact(priceBox(page), '單價')).toHaveText(/^[\d.]+萬\/坪$/);
  await expect(fact(premises(page), '類型')).toHaveText('辦公出售');
  await expect(fact(premises(page), '使用面積')).toHaveText(/^[\d.]+坪$/);
  await expect(fact(priceBox(page), '管理費')).toHaveText(/^[\d,]+元\/月$/);
  await expect(fact(premises(page), '面寬')).toHaveCount(0);
});

test('a live-and-work office to let shows its usable area', async ({ page }) => {
  await page.goto(`${BUSINESS}/rent/${ids['flat-rent']}`);
  await expect(fact(premises(page), '類型')).toHaveText('住辦出租');
  await expect(fact(premises(page), '使用面積')).toHaveText(/^[\d.]+坪$/);
  await expect(fact(priceBox(page), '押金')).toHaveText(/^2個月（[\d,]+元）$/);
  await expect(fact(priceBox(page), '管理費')).toHaveText(/^[\d,]+元\/月$/);
});

test('factories: ceiling height, floor load and power', async ({ page }) => {
  for (const [name, path] of [
    ['plant-rent', 'rent'],
    ['plant-sale', 'sale'],
  ] as const) {
    await page.goto(`${BUSINESS}/${path}/${ids[name]}`);
    await expect(fact(premises(page), '挑高')).toHaveText(/^[\d.]+米$/);
    await expect(fact(premises(page), '樓板載重')).toHaveText(/^[\d,]+公斤\/平方公尺$/);
    await expect(fact(premises(page), '電力')).toHaveText(/^[\d,]+kW$/);
  }
});

test('the gallery, and recommendations that open other business details', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${BUSINESS}/rent/${ids['plant-rent']}`);
  await waitForApp(page);
  const gallery = page.getByRole('region', { name: '物件照片' }).filter({ visible: true });
  await expect(gallery.getByTestId('gallery-counter')).toHaveText(/^1 \/ \d+$/);
  const nearby = page.getByRole('region', { name: '附近物件' });
  const first = nearby.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/(rent|sale)\/\d+$/);
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(`${BUSINESS}${href}`);
  await expect(page.getByTestId('listing-id').filter({ visible: true })).toHaveText(
    `物件編號：${href.split('/').pop()}`,
  );
});

test('a bad id, another deal’s or another section’s listing is a 404 of page type home', async ({
  page,
  request,
}) => {
  const rentHome = await seededListing(request, 'rent');
  for (const url of [
    `${BUSINESS}/rent/12abc`,
    `${BUSINESS}/sale/99999999`,
    `${BUSINESS}/rent/${ids['office-sale']}`,
    `${BUSINESS}/sale/${ids['shop-rent']}`,
    `${BUSINESS}/rent/${rentHome.id}`,
    `${origin('www')}/business/sale/1e3`,
  ]) {
    await page.goto(url);
    const error = page.locator('section[data-status]');
    await expect(error, url).toHaveAttribute('data-status', '404');
    await expect(error).toHaveAttribute('data-page-type', 'home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到該房屋');
  }
});

test('business details have no serious accessibility violation', async ({ page }) => {
  for (const url of [
    `${BUSINESS}/rent/${ids['shop-transfer']}`,
    `${BUSINESS}/sale/${ids['plant-sale']}`,
  ]) {
    await page.goto(url);
    await waitForApp(page);
    await expectNoSeriousViolations(page);
  }
});
