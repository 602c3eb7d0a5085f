import { memberPageUrl } from '@591/config';
import type { APIRequestContext } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import {
  expectFavouriteToggles,
  expectGalleryWorks,
  expectMessageFormWorks,
  listingFromPage,
} from '../support/detail-page.ts';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const thousands = (value: number) => value.toLocaleString('en-US');

/**
 * A Taipei home whose price came down and that is in a known community: every part of the
 * page has something to show. Asked of the API by address, as only the browser maps hosts.
 */
async function saleListingWithHistory(request: APIRequestContext): Promise<number> {
  const api = new URL(origin('api'));
  const response = await request.get(
    `http://127.0.0.1:${api.port}/v1/sale/listings?region=1&label=1&pageSize=100`,
    { headers: { host: api.host } },
  );
  const { items } = (await response.json()) as {
    items: { id: number; community: unknown; priceDrop: number | null; photoCount: number }[];
  };
  const listing = items.find((item) => item.community && item.priceDrop && item.photoCount > 1);
  if (!listing) throw new Error('The seeded catalogue has no reduced Taipei home in a community');
  return listing.id;
}

let id: number;
test.beforeAll(async ({ request }) => {
  id = await saleListingWithHistory(request);
});

test('shows prices, areas, community and price history as the API gives them', async ({ page }) => {
  const watch = watchPage(page);
  await page.goto(`${origin('sale')}/${id}`);
  await waitForApp(page);
  const listing = await listingFromPage(page, id);
  const sale = listing.facts.sale;

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  await expect(page.getByTestId('listing-id')).toHaveText(`物件編號：${id}`);
  await expect(page).toHaveTitle(new RegExp(`^${listing.title}｜.*591售屋網$`));

  const price = page.getByTestId('price-box');
  await expect(price.getByTestId('detail-price')).toHaveText(`${thousands(listing.price)}萬`);
  await expect(price).toContainText(`已降 ${thousands(listing.priceDrop!)}萬`);
  await expect(price).toContainText(`單價${listing.unitPrice}萬/坪`);
  if (sale.parking) await expect(price).toContainText(sale.parking.type);

  const house = page.getByTestId('house-facts');
  for (const fact of [
    `權狀坪數${listing.area}坪`,
    `主建物${sale.mainArea}坪`,
    `公設${sale.publicArea}坪`,
    `公設比${sale.publicRatio}%`,
    `格局${listing.layout}`,
    `屋齡${listing.age}年`,
    `樓層${listing.floorText}`,
    `朝向${sale.direction}`,
    `裝潢${sale.fitment}`,
  ]) {
    await expect(house).toContainText(fact);
  }

  const community = page.getByTestId('community');
  const { community: building } = listing;
  await expect(community).toContainText(`社區名稱${building!.name}`);
  await expect(community).toContainText(
    `完工年份${building!.builtYear}年（屋齡${building!.age}年）`,
  );
  await expect(community).toContainText(`總戶數${thousands(building!.households)}戶`);
  await expect(community).toContainText(`樓高${building!.totalFloors}層`);
  await expect(community).toContainText(`管理費${building!.managementFeePerPing}元/坪`);

  // Oldest first, today's price last, each change against the one before.
  const rows = page.getByTestId('price-history').locator('tbody tr');
  const history = sale.priceHistory;
  await expect(rows).toHaveCount(history.length);
  expect(history.length).toBeGreaterThan(1);
  await expect(rows.last()).toContainText(`${thousands(listing.price)}萬`);
  const [before, now] = history.slice(-2);
  await expect(rows.last()).toContainText(`降 ${thousands(before!.price - now!.price)}萬`);

  const location = page.getByTestId('location');
  await expect(location).toContainText(listing.address);
  await expect(location.getByRole('link', { name: /在地圖上查看位置/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${listing.lat},${listing.lng}`,
  );
  await expect(page.getByTestId('contact-card').getByTestId('poster-name')).toHaveText(
    listing.poster.name,
  );

  await expectNoSeriousViolations(page);
  expect(watch.hydration).toEqual([]);
  expect(watch.uncaught).toEqual([]);
});

test('a detail id that is not a number, or not a sale listing, is the sale 404', async ({
  page,
}) => {
  for (const path of ['/abc', '/999999999']) {
    const response = await page.goto(`${origin('sale')}${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/找不到/);
  }
});

test('the gallery changes photos by keyboard, buttons and swipes', async ({ page }) => {
  await page.goto(`${origin('sale')}/${id}`);
  await waitForApp(page);
  const listing = await listingFromPage(page, id);
  await expectGalleryWorks(page, listing.photos.length);
});

test('a visitor is offered to log in; a member saves and removes the listing', async ({ page }) => {
  await page.goto(`${origin('www')}/sale/${id}`);
  await waitForApp(page);
  await expect(
    page.getByTestId('price-box').getByRole('link', { name: '登入後收藏' }),
  ).toHaveAttribute('href', memberPageUrl('login', page.url(), origin('user')));
  await expectFavouriteToggles(page, waitForApp);
});

test('the message form shows the API’s error inline, then sends', async ({ page }) => {
  await page.goto(`${origin('sale')}/${id}`);
  await waitForApp(page);
  await expectMessageFormWorks(page);
});

test('a similar home opens its own detail, and the visit is reported as a sale', async ({
  page,
}) => {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/home/detail/recommend/report')) {
      reports.push(request.postDataBuffer()?.toString('utf8') ?? '');
    }
  });
  await page.goto(`${origin('sale')}/${id}`);
  await waitForApp(page);
  const block = page.locator('[data-recommendation-group]').first();
  const card = block.getByRole('article').first();
  await card.scrollIntoViewIfNeeded();
  const link = card.getByRole('link');
  const title = (await link.textContent())!;
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(`${origin('sale')}${href}`);
  await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toHaveText(title);
  await expect.poll(() => reports.length).toBe(1);
  expect(reports[0]).toMatch(/name="type"\r\n\r\n2\r\n/);
  expect(reports[0]).toMatch(new RegExp(`name="post_id"\\r\\n\\r\\n${id}\\r\\n`));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('one column: the price box right after the photos, nothing wider than the screen', async ({
    page,
  }) => {
    await page.goto(`${origin('sale')}/${id}`);
    await waitForApp(page);
    const gallery = (await page.getByRole('region', { name: '物件照片' }).boundingBox())!;
    const price = (await page.getByTestId('price-box').boundingBox())!;
    expect(price.y).toBeGreaterThan(gallery.y + gallery.height - 1);
    expect(price.y - (gallery.y + gallery.height)).toBeLessThan(120);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page);
  });
});
