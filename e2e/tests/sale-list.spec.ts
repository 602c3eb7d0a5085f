import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { fetchPage } from '../support/http.ts';
import { seededListing } from '../support/listings.ts';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const SALE = origin('sale');
const TAIPEI_LIST = `${SALE}/?shType=list&regionid=1`;

// Kept-alive pages stay in the document, hidden: only the shown one counts.
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).filter({ visible: true });
const filters = (page: Page) =>
  page.getByRole('navigation', { name: '篩選條件' }).filter({ visible: true });
const total = (page: Page) => page.getByTestId('result-total').filter({ visible: true });
const results = (page: Page) =>
  page.getByRole('region', { name: '搜尋結果' }).filter({ visible: true });
const chosen = (page: Page, name: string) =>
  filters(page).getByRole('link', { name: new RegExp(`^${name}\\s*（已選）$`) });

/** Every call the page makes to the sale search, filters and places of the API. */
function countListCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/v1\/(sale\/|locations\/)/.test(request.url())) calls.push(request.url());
  });
  return calls;
}

test('the landing’s shortcuts lead to the list with their filter on', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto(`${SALE}/`);
  await waitForApp(page);
  await expect(heading(page)).toHaveText('中古屋・買屋');
  const shortcut = (name: RegExp) =>
    page.locator('main').filter({ visible: true }).getByRole('link', { name }).first();

  await shortcut(/^降價好屋/).click();
  await expect(page).toHaveURL(`${TAIPEI_LIST}&label=1`);
  await expect(heading(page)).toHaveText('台北市降價好屋');
  await expect(chosen(page, '降價')).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveTitle(/^台北市降價好屋，共 [\d,]+ 筆 - 591售屋網$/);

  await page.goBack();
  await shortcut(/^法拍屋/).click();
  await expect(page).toHaveURL(`${TAIPEI_LIST}&kind=22`);
  await expect(chosen(page, '法拍屋')).toBeVisible();

  await page.goBack();
  await shortcut(/^屋主自售/).click();
  await expect(page).toHaveURL(`${SALE}/?shType=host&regionid=1`);
  await expect(chosen(page, '屋主自售')).toBeVisible();

  await page.goBack();
  await shortcut(/^1,000萬以下$/).click();
  await expect(page).toHaveURL(`${TAIPEI_LIST}&price=_1000`);
  await expect(chosen(page, '1,000萬以下')).toBeVisible();

  // Another region: the shortcuts and price bands follow it.
  await page.goBack();
  await shortcut(/^高雄市$/).click();
  await expect(page).toHaveURL(`${SALE}/?regionid=17`);
  await expect(shortcut(/^急售好屋/)).toHaveAttribute('href', '/?shType=list&regionid=17&label=13');
  expect(watch.uncaught).toEqual([]);
  expect(watch.hydration).toEqual([]);
});

test('the hero search is a GET form to the list', async ({ page }) => {
  await page.goto(`${SALE}/`);
  await waitForApp(page);
  await page.getByLabel('地區', { exact: true }).selectOption({ label: '新北市' });
  await page.getByLabel('關鍵字').fill('捷運');
  await page.getByRole('button', { name: '搜尋' }).click();
  await expect(page).toHaveURL(`${SALE}/?shType=list&regionid=3&keyword=%E6%8D%B7%E9%81%8B`);
  await expect(page.getByTestId('region-in-use').filter({ visible: true })).toHaveText(
    '地區：新北市',
  );
});

test('filters live in the URL, load in place and survive a reload', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto(TAIPEI_LIST);
  await waitForApp(page);
  const everything = (await total(page).textContent()) ?? '';

  await filters(page).getByRole('link', { name: '大安區', exact: true }).click();
  await expect(page).toHaveURL(/&section=\d+$/);
  await expect(chosen(page, '大安區')).toHaveAttribute('aria-current', 'true');
  await expect(total(page)).not.toHaveText(everything);
  await expect(page).toHaveTitle(/^台北市大安區中古屋出售，共/);

  // Each chip is chosen on the page its click loaded, so the filters add up.
  for (const name of ['2,000-3,000萬', '降價', '屋主自售']) {
    await filters(page).getByRole('link', { name, exact: true }).click();
    await expect(chosen(page, name)).toHaveAttribute('aria-current', 'true');
  }
  await expect(page).toHaveURL(/\?shType=host&regionid=1&section=\d+&price=2000_3000&label=1$/);
  const narrowed = (await total(page).textContent()) ?? '';

  await page.reload();
  for (const name of ['大安區', '2,000-3,000萬', '降價', '屋主自售']) {
    await expect(chosen(page, name)).toHaveAttribute('aria-current', 'true');
  }
  await expect(total(page)).toHaveText(narrowed);
  expect(watch.uncaught).toEqual([]);
  expect(watch.hydration).toEqual([]);
});

test('a price range of one’s own is checked before it is searched', async ({ page }) => {
  await page.goto(TAIPEI_LIST);
  await waitForApp(page);
  const lower = filters(page).getByLabel('最低總價（萬）');
  const upper = filters(page).getByLabel('最高總價（萬）');
  await lower.fill('3500');
  await upper.fill('1000');
  await filters(page).getByRole('button', { name: '套用' }).click();
  await expect(filters(page).getByRole('alert')).toHaveText('最低總價不可高於最高總價');
  await expect(lower).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(TAIPEI_LIST);

  await upper.fill('4,200');
  await filters(page).getByRole('button', { name: '套用' }).click();
  await expect(page).toHaveURL(`${TAIPEI_LIST}&price=3500_4200`);
  await expect(filters(page).getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(filters(page).getByLabel('最低總價（萬）')).toHaveValue('3500');
  await expect(filters(page).getByLabel('最高總價（萬）')).toHaveValue('4200');
});

test('sorting by price and paging keep to the URL', async ({ page }) => {
  await page.goto(TAIPEI_LIST);
  await waitForApp(page);
  const sort = () => page.getByRole('group', { name: '排序' }).filter({ visible: true });
  await sort().getByRole('link', { name: '價格' }).click();
  await expect(page).toHaveURL(`${TAIPEI_LIST}&order=money&orderType=desc`);
  await expect(sort().locator('[aria-current="true"]')).toHaveText(/價格/);
  const prices = async () =>
    (await results(page).getByTestId('listing-price').allInnerTexts()).map((text) =>
      Number(text.replace(/[^\d]/g, '')),
    );
  await expect.poll(async () => (await prices()).length).toBe(30);
  await expect.poll(prices).toEqual((await prices()).sort((a, b) => b - a));

  await page
    .getByRole('navigation', { name: '分頁' })
    .filter({ visible: true })
    .getByRole('link', { name: '下一頁' })
    .click();
  await expect(page).toHaveURL(/&page=2$/);
  const paging = page.getByRole('navigation', { name: '分頁' }).filter({ visible: true });
  await expect(paging.locator('[aria-current="page"]')).toHaveText('2');
  const secondPage = await results(page).getByRole('heading', { level: 3 }).allInnerTexts();
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: '分頁' }).locator('[aria-current="page"]'),
  ).toHaveText('2');
  expect(await results(page).getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
    secondPage,
  );
  await expect(sort().locator('[aria-current="true"]')).toHaveText(/價格/);
});

test('back from a listing shows the same list without asking the API again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${TAIPEI_LIST}&order=money&orderType=asc`);
  await waitForApp(page);
  const cards = results(page).getByRole('heading', { level: 3 });
  await expect(cards.first()).toBeVisible();
  const titles = await cards.allInnerTexts();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);

  const link = cards.nth(6).getByRole('link');
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(`${SALE}${href}`);
  await expect(heading(page)).not.toHaveText('台北市中古屋出售');

  // Whatever the detail route shows, the list comes back as it was, with no new call.
  const calls = countListCalls(page);
  await page.goBack();
  await expect(heading(page)).toHaveText('台北市中古屋出售');
  expect(await cards.allInnerTexts()).toEqual(titles);
  await expect(
    page
      .getByRole('group', { name: '排序' })
      .filter({ visible: true })
      .locator('[aria-current="true"]'),
  ).toHaveText(/價格/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(calls).toEqual([]);
});

test('cards lead to /{id} on sale. and to /sale/{id} on www', async ({ page, request }) => {
  const first = await seededListing(request, 'sale', { regionid: '1' });
  await page.goto(TAIPEI_LIST);
  await expect(results(page).getByRole('link', { name: first.title })).toHaveAttribute(
    'href',
    `/${first.id}`,
  );
  await page.goto(`${origin('www')}/sale?shType=list&regionid=1`);
  await expect(results(page).getByRole('link', { name: first.title })).toHaveAttribute(
    'href',
    `/sale/${first.id}`,
  );
});

test('the landing is prerendered only when asked for plainly', async ({ request }) => {
  const plain = await fetchPage(request, `${SALE}/`);
  expect(plain.status).toBe(200);
  expect(plain.html).toContain('中古屋・買屋');
  // The build prerenders it when it can reach the API (PRERENDER_API_ORIGIN).
  expect(['prerendered', 'server']).toContain(plain.headers['x-render']);

  const first = await seededListing(request, 'sale', { regionid: '17' });
  const list = await fetchPage(request, `${SALE}/?shType=list&regionid=17`);
  expect(list.headers['x-render']).toBe('server');
  expect(list.html).toContain('高雄市中古屋出售');
  expect(list.html).toContain(first.title);
  expect(list.html).toMatch(/<title>高雄市中古屋出售，共 [\d,]+ 筆 - 591售屋網<\/title>/);
  expect(list.html).toContain('<meta name="description" content="高雄市中古屋出售共');

  const region = await fetchPage(request, `${SALE}/?regionid=8`);
  expect(region.headers['x-render']).toBe('server');
  expect(region.html).toContain('<title>台中市中古屋・買屋 - 591售屋網</title>');
});

test('a search the API refuses, and one with no result, say so in zh-TW', async ({ page }) => {
  await page.goto(`${TAIPEI_LIST}&price=abc`);
  await expect(page.getByRole('alert').filter({ visible: true })).toHaveText(/搜尋條件有誤/);
  await page.goto(`${TAIPEI_LIST}&kind=8&price=5000_&area=50_`);
  await expect(total(page)).toHaveText('共 0 筆');
  await expect(page.getByRole('status').filter({ hasText: '沒有符合條件' })).toBeVisible();
});

test('on a phone the filters fold behind 篩選', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${TAIPEI_LIST}&label=1`);
  await waitForApp(page);
  const toggle = page.getByRole('button', { name: '篩選（1）' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filters(page)).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(chosen(page, '降價')).toBeVisible();
});

test('the landing and the list have no serious accessibility violation', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto(`${SALE}/`);
  await waitForApp(page);
  await expectNoSeriousViolations(page);
  await page.goto(TAIPEI_LIST);
  await waitForApp(page);
  await expectNoSeriousViolations(page);
  expect(watch.hydration).toEqual([]);
  expect(watch.uncaught).toEqual([]);
});
