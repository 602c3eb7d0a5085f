import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

// Kept-alive pages stay in the document, hidden: only the shown one counts.
const filters = (page: Page) =>
  page.getByRole('navigation', { name: '篩選條件' }).filter({ visible: true });
const total = (page: Page) => page.getByTestId('result-total').filter({ visible: true });
const results = (page: Page) =>
  page.getByRole('region', { name: '搜尋結果' }).filter({ visible: true });
const chosen = (page: Page, name: string) =>
  filters(page).getByRole('link', { name: new RegExp(`^${name}\\s*（已選）$`) });

test('the header menu links land on the matching list', async ({ page }) => {
  await page.goto(`${origin('land')}/list?type=2&region=3&kind=11`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新北市土地出售');
  await expect(page.getByTestId('region-in-use').filter({ visible: true })).toHaveText(
    '地區：新北市',
  );
  await expect(chosen(page, '土地出售')).toBeVisible();
  await expect(page).toHaveTitle(/^新北市 土地出售，共 [\d,]+ 筆 - 591土地$/);

  await page.goto(`${origin('land')}/list?type=1&region=1&kind=11`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('台北市土地出租');
  await expect(chosen(page, '土地出租')).toBeVisible();
  await expect(filters(page).getByRole('group', { name: '租金' })).toContainText('元');
  await expect(results(page).getByTestId('listing-price').first()).toContainText('元/月');
});

test('each land menu link in the header opens its filtered list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [name, heading] of [
    ['土地出售', '台北市土地出售'],
    ['土地出租', '台北市土地出租'],
  ] as const) {
    await page.goto(`${origin('land')}/`);
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: '土地選單' });
    await toggle.click();
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await panel.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/list\?type=[12]&region=1&kind=11$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(chosen(page, name)).toBeVisible();
  }
});

test('filters from the URL are applied, shown and summed up', async ({ page }) => {
  await page.goto(`${origin('land')}/list?region=1&zone=4&roadwidth=12_&special=foreclosure`);
  for (const name of ['商業區', '12米以上', '法拍土地'])
    await expect(chosen(page, name)).toBeVisible();
  await expect(page.getByTestId('search-summary')).toHaveText('台北市 土地出售 商業區 法拍土地');
  await expect(page).toHaveTitle(/^台北市 土地出售 商業區 法拍土地，共 [\d,]+ 筆/);
  for (const line of await results(page).locator('.listing-card__line').allInnerTexts()) {
    if (/坪/.test(line)) expect(line).toMatch(/^商業區・.*臨路(1[2-9]|[2-9]\d)米/);
  }
});

test('a filter, the sort and the pages change the URL and the results in place', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/land/listings')) searches.push(request.url());
  });
  // Ten a page, so Taipei's land for sale runs to several pages.
  await page.goto(`${origin('land')}/list?type=2&region=1&kind=11&pageSize=10`);
  await waitForApp(page);
  const everything = (await total(page).textContent()) ?? '';

  await filters(page).getByRole('link', { name: '第三種住宅區' }).click();
  await expect(page).toHaveURL(/zone=3/);
  await expect(total(page)).not.toHaveText(everything);
  await expect(chosen(page, '第三種住宅區')).toHaveAttribute('aria-current', 'true');
  for (const line of await results(page).locator('.listing-card__line').allInnerTexts()) {
    if (/坪/.test(line)) expect(line).toMatch(/^第三種住宅區/);
  }
  expect(searches).toHaveLength(1);
  expect(searches[0]).toContain('zone=3');

  await filters(page)
    .getByRole('link', { name: /^第三種住宅區/ })
    .click();
  await expect(page).not.toHaveURL(/zone=/);
  // The first list is shown again (kept alive): the zone's list is hidden before sorting, or
  // the click could pick that list's sort links while they are being hidden.
  await expect(total(page)).toHaveText(everything);
  const sort = page.getByRole('group', { name: '排序' }).filter({ visible: true });
  await sort.getByRole('link', { name: '價格' }).click();
  await expect(page).toHaveURL(/order=money&orderType=desc/);
  // The sorted page has arrived (its cards, not the skeletons that stand in while it loads).
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(results(page).getByTestId('listing-price').first()).toBeVisible();
  const prices = (await results(page).getByTestId('listing-price').allInnerTexts()).map((text) =>
    Number(text.replace(/[^\d]/g, '')),
  );
  expect(prices.length).toBeGreaterThan(5);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  const paging = page.getByRole('navigation', { name: '分頁' }).filter({ visible: true });
  await paging.getByRole('link', { name: '下一頁' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(paging.locator('[aria-current="page"]')).toHaveText('2');
  await page.reload();
  await expect(sort.locator('[aria-current="true"]')).toHaveText(/價格/);
  await expect(paging.locator('[aria-current="page"]')).toHaveText('2');
});

test('switching to rent drops the sale price band; a custom price is checked', async ({ page }) => {
  await page.goto(`${origin('land')}/list?type=2&region=1&kind=11&price=_3000`);
  await waitForApp(page);
  await filters(page).getByRole('link', { name: '土地出租' }).click();
  await expect(page).toHaveURL(/type=1/);
  await expect(page).not.toHaveURL(/price=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('台北市土地出租');

  const form = filters(page).getByRole('form', { name: '自訂租金' });
  await form.getByRole('textbox', { name: /最低/ }).fill('90000');
  await form.getByRole('textbox', { name: /最高/ }).fill('1000');
  await form.getByRole('button', { name: '套用' }).click();
  await expect(form.getByRole('alert')).toHaveText('最低租金不可高於最高租金');
  await form.getByRole('textbox', { name: /最高/ }).fill('500000');
  await form.getByRole('button', { name: '套用' }).click();
  await expect(page).toHaveURL(/price=90000_500000/);
  await expect(filters(page).getByRole('link', { name: /^90000-500000元/ })).toBeVisible();
});

test('a keyword searches within the same filters', async ({ page }) => {
  await page.goto(`${origin('land')}/list?type=2&region=1&kind=11&zone=4`);
  await waitForApp(page);
  await filters(page).getByRole('searchbox', { name: '關鍵字' }).fill('復興');
  await filters(page).getByRole('button', { name: '搜尋' }).click();
  await expect(page).toHaveURL(/zone=4.*keyword=%E5%BE%A9%E8%88%88/);
  await expect(page.getByTestId('search-summary').filter({ visible: true })).toHaveText(
    '台北市 土地出售 商業區 「復興」',
  );
});

test('back from a detail shows the same list at the same scroll, without a new search', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/land/listings')) searches.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${origin('land')}/list?type=2&region=1&kind=11`);
  await waitForApp(page);
  const links = results(page).getByRole('link');
  const titles = await links.allInnerTexts();
  expect(titles.length).toBeGreaterThan(8);
  const target = links.nth(6);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  const href = (await target.getAttribute('href'))!;
  expect(href).toMatch(/^\/sale\/\d+$/);
  await target.click();
  await expect(page.getByTestId('listing-id')).toHaveText(`物件編號：${href.split('/').pop()}`);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('台北市土地出售');
  expect(await links.allInnerTexts()).toEqual(titles);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(searches).toEqual([]);
});

test('phones fold the filters behind 篩選', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin('land')}/list?region=1&zone=4&special=large`);
  await waitForApp(page);
  const toggle = page.getByRole('button', { name: '篩選（2）' });
  await expect(toggle).toBeVisible();
  await expect(filters(page)).toHaveCount(0);
  await toggle.click();
  await expect(chosen(page, '商業區')).toBeVisible();
});

test('a search with no result says so', async ({ page }) => {
  await page.goto(`${origin('land')}/list?region=1&zone=9&special=large&roadwidth=_4`);
  await expect(total(page)).toHaveText('共 0 筆');
  await expect(page.getByRole('status')).toHaveText(/沒有符合條件的物件/);
  await expect(page.getByRole('link', { name: '看台北市土地出售的全部物件' })).toBeVisible();
});

test('the land list has no serious accessibility violation', async ({ page }) => {
  await page.goto(`${origin('land')}/list?type=2&region=1&kind=11&zone=4`);
  await waitForApp(page);
  await expectNoSeriousViolations(page);
});
