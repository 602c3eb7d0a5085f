import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { seededListing } from '../support/listings.ts';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/**
 * Detail routes show a real listing of the seeded catalogue: their ids are looked up. As a
 * heading, a placeholder stands for that listing's title (rent, sale and land details show it).
 */
const LISTING = {
  rent: '{rent}',
  sale: '{sale}',
  landRent: '{land-rent}',
  landSale: '{land-sale}',
  businessRent: '{business-rent}',
  businessSale: '{business-sale}',
};

/** The specification's route table, with a listing id on the detail routes. */
const ROUTES: Record<string, [path: string, heading: string][]> = {
  www: [['/', '591房屋交易網']],
  business: [
    ['/business', '店面・辦公・廠房'],
    ['/business/list', '台北市商用物件出租'],
    [`/business/rent/${LISTING.businessRent}`, LISTING.businessRent],
    [`/business/sale/${LISTING.businessSale}`, LISTING.businessSale],
  ],
  land: [
    ['/land', '土地'],
    ['/land/first', '土地首購指南'],
    ['/land/list', '台北市土地出售'],
    ['/land/price', '台北市土地實價登錄行情'],
    ['/land/map', '台北市土地地圖'],
    [`/land/rent/${LISTING.landRent}`, LISTING.landRent],
    [`/land/sale/${LISTING.landSale}`, LISTING.landSale],
    ['/land/special', '特色土地'],
  ],
  rent: [
    ['/rent', '租屋'],
    ['/rent/list', '租屋列表'],
    ['/rent/map', '台北市地圖找房'],
    [`/rent/${LISTING.rent}`, LISTING.rent],
  ],
  sale: [
    ['/sale', '中古屋・買屋'],
    ['/sale/about', '關於591售屋網'],
    ['/sale/map', '台北市地圖找屋'],
    [`/sale/${LISTING.sale}`, LISTING.sale],
    ['/sale/house-pk', '房屋比較'],
    ['/sale/house-pk/add', '加入比較'],
  ],
};

const ids: Record<string, number> = {};
const titles: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  for (const section of ['rent', 'sale'] as const) {
    const listing = await seededListing(request, section);
    ids[LISTING[section]] = listing.id;
    titles[LISTING[section]] = listing.title;
  }
  for (const [key, type] of [
    [LISTING.landRent, '1'],
    [LISTING.landSale, '2'],
  ] as const) {
    const listing = await seededListing(request, 'land', { type });
    ids[key] = listing.id;
    titles[key] = listing.title;
  }
  for (const [placeholder, type] of [
    [LISTING.businessRent, '1'],
    [LISTING.businessSale, '2'],
  ] as const) {
    const listing = await seededListing(request, 'business', { type });
    ids[placeholder] = listing.id;
    titles[placeholder] = listing.title;
  }
});

async function expectPage(page: Page, rawUrl: string, heading: string) {
  const url = rawUrl.replace(/\{[a-z-]+\}/, (placeholder) => String(ids[placeholder]));
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[heading] ?? heading);
  const id = url.match(/\/(\d+)$/)?.[1];
  if (id) await expect(page.getByTestId('listing-id')).toHaveText(`物件編號：${id}`);
}

for (const [section, routes] of Object.entries(ROUTES)) {
  test(`every ${section} route works on www with its prefix`, async ({ page }) => {
    const watch = watchPage(page);
    for (const [path, heading] of routes)
      await expectPage(page, `${origin('www')}${path}`, heading);
    expect(watch.uncaught).toEqual([]);
  });

  if (section === 'www') continue;
  test(`every ${section} route works on ${section}.591.com.tw without its prefix`, async ({
    page,
  }) => {
    const watch = watchPage(page);
    for (const [path, heading] of routes) {
      await expectPage(page, `${origin(section)}${path.slice(section.length + 1) || '/'}`, heading);
    }
    expect(watch.uncaught).toEqual([]);
  });
}

test('a section host exposes only its own routes', async ({ page }) => {
  await page.goto(`${origin('rent')}/sale/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到該物件');
});

test('the region in use comes from the URL', async ({ page }) => {
  await page.goto(`${origin('rent')}/list?region=8`);
  await expect(page.getByTestId('region-in-use')).toHaveText('地區：台中市');
  await page.goto(`${origin('sale')}/?shType=list&regionid=17`);
  await expect(page.getByTestId('region-in-use')).toHaveText('地區：高雄市');
});

test('/sale/about uses the custom layout, loaded on demand', async ({ page }) => {
  const layoutChunks: string[] = [];
  page.on('response', (response) => {
    if (/custom-layout/.test(response.url())) layoutChunks.push(response.url());
  });
  await page.goto(`${origin('sale')}/`);
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await waitForApp(page);
  expect(layoutChunks).toEqual([]);
  await page.goto(`${origin('sale')}/about`);
  await expect(page.locator('[data-layout="custom"]')).toBeVisible();
  // The server sent the layout's markup; the browser loads its code to take the page over.
  await waitForApp(page);
  expect(layoutChunks).toHaveLength(1);
});
