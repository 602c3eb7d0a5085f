import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { fetchPage } from '../support/http.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const errorPage = (page: Page) => page.locator('section[data-status]');
const activeChannel = (page: Page) =>
  page.getByRole('navigation', { name: '主要頻道' }).locator('[aria-current="page"]');

test('an unmatched path is a 404 with the path, on www and on a section host', async ({ page }) => {
  for (const url of [`${origin('www')}/no/such/page`, `${origin('land')}/no/such/page`]) {
    await page.goto(url);
    await expect(errorPage(page)).toHaveAttribute('data-status', '404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到該物件');
    await expect(page.getByText('網址：/no/such/page')).toBeVisible();
    await expect(errorPage(page)).toHaveAttribute('data-page-type', 'home');
  }
});

const BAD_IDS = ['12abc', '%EF%BC%91%EF%BC%92%EF%BC%93', '0x1F', '1e3', '%2012%20', '-1', '12.0'];

test('a non-numeric id is 找不到該房屋 with the page type of its section', async ({ page }) => {
  const cases = [
    { url: (id: string) => `${origin('rent')}/${id}`, pageType: 'rent', channel: '租屋' },
    { url: (id: string) => `${origin('www')}/rent/${id}`, pageType: 'rent', channel: '租屋' },
    { url: (id: string) => `${origin('land')}/sale/${id}`, pageType: 'land', channel: '土地' },
    { url: (id: string) => `${origin('www')}/land/rent/${id}`, pageType: 'land', channel: '土地' },
    { url: (id: string) => `${origin('business')}/rent/${id}`, pageType: 'home', channel: '首頁' },
    {
      url: (id: string) => `${origin('www')}/business/sale/${id}`,
      pageType: 'home',
      channel: '首頁',
    },
  ];
  for (const [index, { url, pageType, channel }] of cases.entries()) {
    const id = BAD_IDS[index % BAD_IDS.length]!;
    await page.goto(url(id));
    await expect(errorPage(page)).toHaveAttribute('data-status', '404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到該房屋');
    await expect(errorPage(page)).toHaveAttribute('data-page-type', pageType);
    await expect(activeChannel(page)).toHaveText(channel);
  }
});

test('every malformed id is answered 404 找不到該房屋 by the server', async ({ request }) => {
  for (const id of BAD_IDS) {
    const { status, html } = await fetchPage(request, `${origin('rent')}/${id}`);
    expect(status, id).toBe(404);
    expect(html, id).toMatch(/<h1[^>]*>找不到該房屋<\/h1>/);
    expect(html, id).toContain('data-status="404"');
  }
});

test('回首頁 leads to the main site', async ({ page }) => {
  await page.goto(`${origin('rent')}/12abc`);
  await page.getByRole('link', { name: '回首頁' }).click();
  await expect(page).toHaveURL(`${origin('www')}/`);
});

test('回上一頁 appears only with a page to go back to, and goes back one step', async ({
  page,
}) => {
  await page.goto(`${origin('rent')}/no/such/page`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到該物件');
  await expect(page.getByRole('button', { name: '回上一頁' })).toHaveCount(0);

  await page.goto(`${origin('rent')}/list?region=3`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('租屋列表');
  // An in-app step to a missing page (history position 1), taken by the app's router: once it
  // runs (the server's HTML has no router to hear it).
  await waitForApp(page);
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', '/no/such/page');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到該物件');
  await page.getByRole('button', { name: '回上一頁' }).click();
  await expect(page).toHaveURL(`${origin('rent')}/list?region=3`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('租屋列表');
});

test('a server error shows the server-error page, not a blank page', async ({ page }) => {
  await page.route('**/v1/rent/listings**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  // Rendered in the browser (csr=1), where the failing API answer is the browser's own.
  await page.goto(`${origin('rent')}/list?csr=1`);
  await expect(errorPage(page)).toHaveAttribute('data-status', '500');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('請稍候，我們馬上回來');
  await expect(errorPage(page).locator('svg')).toBeVisible();
  await expect(page.getByText('boom')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '回首頁' })).toBeVisible();
  // The API back: 重新載入 asks for the same page again, and it shows.
  await page.unroute('**/v1/rent/listings**');
  await page.getByRole('button', { name: '重新載入' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('租屋列表');
});
