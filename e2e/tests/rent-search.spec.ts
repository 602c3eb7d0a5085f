import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { gate } from '../support/gate.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const filters = (page: Page) =>
  page.getByRole('navigation', { name: '篩選條件' }).filter({ visible: true });
const total = (page: Page) => page.getByTestId('result-total').filter({ visible: true });
const cards = (page: Page) =>
  page.getByRole('region', { name: '搜尋結果' }).filter({ visible: true }).getByRole('article');

/**
 * The URL changes a moment before the page shows the new search: a chip shown as chosen
 * means the page is the new one.
 */
const expectChosen = (page: Page, name: string | RegExp) =>
  expect(filters(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'true');

/** Counts the list searches the page sends from now on. */
function countSearches(page: Page) {
  const searches: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/rent/listings')) searches.push(new URL(request.url()));
  });
  return searches;
}

test('several districts are searched together and named in the title', async ({ page }) => {
  await page.goto(`${origin('rent')}/list?region=1`);
  await waitForApp(page);
  await filters(page).getByRole('link', { name: '大安區', exact: true }).click();
  await expect(page).toHaveURL(/section=\d+$/);
  await expectChosen(page, /^大安區/);
  await filters(page).getByRole('link', { name: '信義區', exact: true }).click();
  await expect(page).toHaveURL(/section=\d+%2C\d+$/);
  await expectChosen(page, /^信義區/);
  await expect(page).toHaveTitle(/^台北市大安區・信義區租屋，共 [\d,]+ 筆 - 591租屋網$/);
  const addresses = await cards(page).allInnerTexts();
  expect(addresses.length).toBeGreaterThan(0);
  for (const text of addresses) expect(text).toMatch(/大安區|信義區/);
  await filters(page).getByRole('link', { name: /^不限/ }).first().click();
  await expect(page).not.toHaveURL(/section=/);
});

test('a custom rent range is checked, searched and shown as a chosen filter', async ({ page }) => {
  await page.goto(`${origin('rent')}/list?region=1`);
  await waitForApp(page);
  const form = filters(page).getByRole('form', { name: '自訂租金' });
  await form.getByLabel('最低租金').fill('30000');
  await form.getByLabel('最高租金').fill('20000');
  await form.getByRole('button', { name: '套用' }).click();
  await expect(form.getByRole('alert')).toHaveText('最低租金不可高於最高租金');
  await expect(page).not.toHaveURL(/price=/);

  await form.getByLabel('最高租金').fill('45,000');
  await form.getByLabel('最高租金').press('Enter');
  await expect(page).toHaveURL(/price=30000_45000/);
  await expect(filters(page).getByRole('link', { name: /^30000-45000元/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const prices = await cards(page).getByTestId('listing-price').allInnerTexts();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    const amount = Number(price.replace(/[^\d]/g, ''));
    expect(amount).toBeGreaterThanOrEqual(30000);
    expect(amount).toBeLessThanOrEqual(45000);
  }
  // The form keeps the range it searched, so it can be adjusted.
  await expect(form.getByLabel('最低租金')).toHaveValue('30000');
});

test('metro search: a line, then a station, near which every result lies', async ({ page }) => {
  await page.goto(`${origin('rent')}/list?region=1`);
  await waitForApp(page);
  await filters(page).getByRole('link', { name: '依捷運站' }).click();
  await expect(page).toHaveURL(/mrt=1/);
  await expectChosen(page, /^依捷運站/);
  await filters(page).getByRole('link', { name: '板南線' }).click();
  await expect(page).toHaveURL(/mrtline=125/);
  await expectChosen(page, /^板南線/);
  await filters(page).getByRole('link', { name: '市政府', exact: true }).click();
  await expect(page).toHaveURL(/station=\d+/);
  await expectChosen(page, /^市政府/);
  const texts = await cards(page).allInnerTexts();
  for (const text of texts) expect(text).toMatch(/近\S+站 \d+公尺/);
  // Back to districts drops every metro parameter.
  await filters(page).getByRole('link', { name: '依行政區' }).click();
  await expect(page).not.toHaveURL(/mrt|station/);
});

test('school search: near any university, then one of them', async ({ page }) => {
  await page.goto(`${origin('rent')}/list?region=1&school=0`);
  await waitForApp(page);
  const any = await total(page).innerText();
  await filters(page).getByRole('link', { name: '國立臺灣大學' }).click();
  await expect(page).toHaveURL(/school=1$/);
  await expectChosen(page, /^國立臺灣大學/);
  await expect(total(page)).not.toHaveText(any);
  await filters(page).getByRole('link', { name: '國立臺灣大學' }).click();
  await expect(page).toHaveURL(/school=0$/);
});

test('another region keeps the kind and drops the districts', async ({ page }) => {
  await page.goto(`${origin('rent')}/list?region=1&kind=2&section=5`);
  await waitForApp(page);
  await page.getByText('地區：台北市').click();
  await page
    .getByRole('navigation', { name: '選擇地區' })
    .getByRole('link', { name: '台中市' })
    .click();
  await expect(page).toHaveURL(`${origin('rent')}/list?region=8&kind=2`);
  await expect(page.getByTestId('region-in-use').filter({ visible: true })).toHaveText(
    '地區：台中市',
  );
  await expect(page).toHaveTitle(/^台中市 獨立套房租屋/);
});

test('another search shows card skeletons of the same height while it loads', async ({ page }) => {
  await page.goto(`${origin('rent')}/list?region=1`);
  await waitForApp(page);
  const firstCard = await cards(page).first().boundingBox();
  // The search is held until the skeletons are measured.
  const search = gate();
  await page.route('**/v1/rent/listings**', async (route) => {
    await search.held;
    await route.continue();
  });
  await filters(page).getByRole('link', { name: '整層住家' }).click();
  const results = page.getByRole('region', { name: '搜尋結果' }).filter({ visible: true });
  await expect(results).toHaveAttribute('aria-busy', 'true');
  const skeleton = await results.locator('.result-skeleton').first().boundingBox();
  expect(skeleton?.height).toBeCloseTo(firstCard!.height, -1);
  search.open();
  await expect(results).toHaveAttribute('aria-busy', 'false');
});

test('on a phone the filters fold behind one button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin('rent')}/list?region=1&kind=1`);
  await waitForApp(page);
  const toggle = page.getByRole('button', { name: '篩選（1）' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filters(page).getByRole('link', { name: '雅房' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await filters(page).getByRole('link', { name: '雅房' }).click();
  await expect(page).toHaveURL(/kind=1%2C4/);
});

test('the landing searches by region and keyword, in place', async ({ page }) => {
  const searches = countSearches(page);
  await page.goto(`${origin('rent')}/`);
  await waitForApp(page);
  await page.getByRole('combobox', { name: '地區' }).selectOption({ label: '新北市' });
  await page.getByRole('searchbox', { name: '關鍵字' }).fill('板橋');
  await page.getByRole('button', { name: '搜尋' }).click();
  await expect(page).toHaveURL(`${origin('rent')}/list?region=3&keyword=%E6%9D%BF%E6%A9%8B`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('租屋列表');
  const texts = await cards(page).allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toContain('板橋');
  expect(searches.filter((url) => url.searchParams.get('keyword') === '板橋')).toHaveLength(1);
});

test('the landing quick searches open the list with their filter', async ({ page }) => {
  await page.goto(`${origin('rent')}/?region=3`);
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: '新北市快速找房' })
    .getByRole('link', { name: '房東直租' })
    .click();
  await expect(page).toHaveURL(`${origin('rent')}/list?region=3&shType=host`);
  await expect(filters(page).getByRole('link', { name: /^屋主直租/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.goBack();
  await expect(page.getByRole('heading', { name: '新北市最新出租' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '新北市最新出租' }).getByRole('article'),
  ).toHaveCount(6);
});
