import type { APIRequestContext, Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import type { SeededListing } from '../support/listings.ts';
import { seededListing } from '../support/listings.ts';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const SALE = origin('sale');

/** Sale listings of the seeded catalogue, asked of the API by address. */
async function saleListings(request: APIRequestContext, count: number): Promise<SeededListing[]> {
  const api = new URL(origin('api'));
  const response = await request.get(
    `http://127.0.0.1:${api.port}/v1/sale/listings?regionid=3&pageSize=${count}`,
    { headers: { host: api.host } },
  );
  return ((await response.json()) as { items: SeededListing[] }).items;
}

const columns = (page: Page) =>
  page.getByRole('region', { name: '房屋比較表' }).getByRole('columnheader');

/** Adds a listing through /house-pk/add?id=, which goes on to the comparison. */
async function addById(page: Page, id: number) {
  await page.goto(`${SALE}/house-pk/add?id=${id}`);
  await expect(page).toHaveURL(`${SALE}/house-pk`);
}

test('compare three listings from the list, reload, remove one, and a fifth is refused', async ({
  page,
  request,
}) => {
  const watch = watchPage(page);
  const [, , , fourth, fifth] = await saleListings(request, 5);

  await page.goto(`${SALE}/house-pk`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('房屋比較');
  await expect(page.getByText('還沒有加入比較的物件。')).toBeVisible();
  await expect(page.getByRole('link', { name: '前往中古屋列表' })).toHaveAttribute(
    'href',
    '/?shType=list',
  );

  await page.goto(`${SALE}/?shType=list&regionid=3`);
  await waitForApp(page);
  const results = page.getByRole('region', { name: '搜尋結果' }).filter({ visible: true });
  const titles = await results.getByRole('heading', { level: 3 }).allTextContents();
  const buttons = results.getByRole('button', { name: '加入比較', exact: true });
  for (let index = 0; index < 3; index += 1) {
    await buttons.first().click();
    await expect(results.getByRole('button', { pressed: true })).toHaveCount(index + 1);
  }
  await expect(results.getByRole('button', { pressed: true }).first()).toHaveText('已加入比較');
  await results.getByRole('link', { name: '查看比較（3/4）' }).first().click();

  await expect(page).toHaveURL(`${SALE}/house-pk`);
  await expect(columns(page)).toHaveCount(3);
  await expect(columns(page).first()).toContainText(titles[0]!);
  // The best unit price, 公設比 and building age are marked in words.
  await expect(page.getByRole('cell', { name: /最低$/ }).first()).toBeVisible();

  // The comparison is in a cookie on the parent domain: a reload, and www, show the same.
  await page.reload();
  await expect(columns(page)).toHaveCount(3);
  await page.goto(`${origin('www')}/sale/house-pk`);
  await expect(columns(page)).toHaveCount(3);
  await waitForApp(page);

  await page.getByRole('button', { name: `移除 ${titles[1]}` }).click();
  await expect(columns(page)).toHaveCount(2);
  await expect(page.getByRole('status')).toContainText(`已移除「${titles[1]}」`);
  await page.reload();
  await expect(columns(page)).toHaveCount(2);

  await addById(page, fourth!.id);
  await expect(columns(page)).toHaveCount(3);
  await addById(page, fifth!.id);
  await expect(columns(page)).toHaveCount(4);

  const extra = (await saleListings(request, 8))[7]!;
  await page.goto(`${SALE}/house-pk/add?id=${extra.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('加入比較');
  await expect(page.getByRole('alert')).toContainText('最多比較 4 間');

  await page.goto(`${SALE}/?shType=list&regionid=3`);
  await waitForApp(page);
  // Until the cookie is read every button says 加入比較, the compared ones too: wait for it.
  await expect(results.getByRole('button', { name: '已加入比較' }).first()).toBeVisible();
  await results.getByRole('button', { name: '加入比較', exact: true }).first().click();
  await expect(results.getByRole('status').filter({ hasText: '最多比較 4 間' })).toBeVisible();
  expect(watch.uncaught).toEqual([]);
  expect(watch.hydration).toEqual([]);
});

test('a listing that is not for sale, or not a number, is explained', async ({ page, request }) => {
  const rental = await seededListing(request, 'rent');
  await page.goto(`${SALE}/house-pk/add?id=${rental.id}`);
  await expect(page.getByRole('alert')).toContainText(`找不到編號 ${rental.id} 的出售物件`);
  await page.goto(`${SALE}/house-pk/add?id=999999999999`);
  await expect(page.getByRole('alert')).toContainText('找不到編號');

  await page.goto(`${SALE}/house-pk/add`);
  await waitForApp(page);
  await page.getByLabel('物件編號').fill('abc');
  await page.getByRole('button', { name: '加入比較' }).click();
  await expect(page.getByRole('alert')).toContainText('「abc」不是物件編號');

  const [listing] = await saleListings(request, 1);
  await page.getByLabel('物件編號').fill(String(listing!.id));
  await page.getByRole('button', { name: '加入比較' }).click();
  await expect(page).toHaveURL(`${SALE}/house-pk`);
  await expect(columns(page)).toHaveCount(1);
});

test('the comparison is rendered on the server from the cookie, and is accessible', async ({
  page,
  request,
}) => {
  const listings = await saleListings(request, 3);
  await page.context().addCookies([
    {
      name: 'sale_house_pk',
      value: listings.map((listing) => listing.id).join('-'),
      domain: '.591.com.tw',
      path: '/',
    },
  ]);
  await page.route('**/v1/web/pk/**', (route) => route.abort());
  await page.goto(`${SALE}/house-pk`);
  // The browser could not ask the API: the three columns came from the server.
  await expect(columns(page)).toHaveCount(3);
  await waitForApp(page);
  await expectNoSeriousViolations(page);
});

test('a listing’s page adds it to the comparison too', async ({ page, request }) => {
  const [listing] = await saleListings(request, 1);
  await page.goto(`${origin('www')}/sale/${listing!.id}`);
  await waitForApp(page);
  const toggle = page.getByRole('button', { name: '加入比較', exact: true });
  await toggle.click();
  await expect(page.getByRole('button', { name: '已加入比較' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: '查看比較（1/4）' }).click();
  await expect(page).toHaveURL(`${origin('www')}/sale/house-pk`);
  await expect(columns(page)).toHaveCount(1);
});
