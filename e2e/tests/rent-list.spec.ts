import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const filters = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: '篩選條件' }).filter({ visible: true });
// Kept-alive pages stay in the document, hidden: only the shown one counts.
const total = (page: import('@playwright/test').Page) =>
  page.getByTestId('result-total').filter({ visible: true });

test('filters, sort and pages live in the URL and load in place', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/rent/listings')) searches.push(request.url());
  });
  await page.goto(`${origin('rent')}/list?region=1`);
  await waitForApp(page);
  const everything = await total(page).innerText();

  await filters(page).getByRole('link', { name: '獨立套房' }).click();
  await expect(page).toHaveURL(`${origin('rent')}/list?region=1&kind=2`);
  await expect(total(page)).not.toHaveText(everything);
  await expect(filters(page).getByRole('link', { name: /^獨立套房\s*（已選）$/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(searches).toHaveLength(1);

  const sort = () => page.getByRole('group', { name: '排序' }).filter({ visible: true });
  await sort().getByRole('link', { name: '價格' }).click();
  await expect(page).toHaveURL(/order=money&orderType=desc/);
  await expect(sort().locator('[aria-current="true"]')).toHaveText(/價格/);
  const prices = await page
    .getByRole('region', { name: '搜尋結果' })
    .filter({ visible: true })
    .getByTestId('listing-price')
    .allInnerTexts();
  const numbers = prices.map((text) => Number(text.replace(/[^\d]/g, '')));
  expect(numbers.length).toBeGreaterThan(10);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

  await page
    .getByRole('navigation', { name: '分頁' })
    .getByRole('link', { name: '下一頁' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(
    page.getByRole('navigation', { name: '分頁' }).locator('[aria-current="page"]'),
  ).toHaveText('2');

  // A filter change starts again from page 1, and the whole state reloads from the URL.
  await filters(page)
    .getByRole('link', { name: /^獨立套房\s*（已選）$/ })
    .click();
  await expect(page).not.toHaveURL(/page=|kind=/);
  await page.reload();
  await expect(
    page.getByRole('group', { name: '排序' }).locator('[aria-current="true"]'),
  ).toHaveText(/價格/);
});

test('a search with no result says so', async ({ page }) => {
  await page.goto(`${origin('rent')}/list?region=1&kind=4&price=40000_&area=50_`);
  await expect(total(page)).toHaveText('共 0 筆');
  await expect(page.getByRole('status')).toHaveText(/沒有符合條件的物件/);
});

test('a search the API refuses says so, and leads back to the plain list', async ({ page }) => {
  await page.goto(`${origin('rent')}/list?region=3&price=abc`);
  const notice = page.getByRole('alert').filter({ hasText: '搜尋條件有誤' });
  await expect(notice).toBeVisible();
  await expect(total(page)).toHaveText('共 0 筆');
  await waitForApp(page);
  await notice.getByRole('link', { name: '清除篩選條件' }).click();
  await expect(page).toHaveURL(`${origin('rent')}/list?region=3`);
  await expect(page.getByRole('alert').filter({ hasText: '搜尋條件有誤' })).toHaveCount(0);
});

test('the rent list has no serious accessibility violation', async ({ page }) => {
  await page.goto(`${origin('rent')}/list?region=1`);
  await waitForApp(page);
  await expectNoSeriousViolations(page);
});
