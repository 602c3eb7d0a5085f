import { memberPageUrl } from '@591/config';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import {
  expectFavouriteToggles,
  expectGalleryWorks,
  expectMessageFormWorks,
  listingFromPage,
} from '../support/detail-page.ts';
import { seededListing } from '../support/listings.ts';
import { newMobile } from '../support/mobiles.ts';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { codeFromOutbox } from '../support/sms-outbox.ts';
import { expect, test } from '../support/test.ts';

const thousands = (value: number) => value.toLocaleString('en-US');

let id: number;
test.beforeAll(async ({ request }) => {
  id = (await seededListing(request, 'rent', { region: '1' })).id;
});

test('shows the listing’s facts as the API gives them, hydrated without a mismatch', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.goto(`${origin('rent')}/${id}`);
  await waitForApp(page);
  const listing = await listingFromPage(page, id);
  const rent = listing.facts.rent;

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  await expect(page.getByTestId('listing-id')).toHaveText(`物件編號：${id}`);
  await expect(page).toHaveTitle(new RegExp(`^${listing.title}｜`));

  const price = page.getByTestId('price-box');
  await expect(price.getByTestId('detail-price')).toHaveText(`${thousands(listing.price)}元/月`);
  await expect(price).toContainText(
    `押金${rent.depositMonths}個月（${thousands(rent.depositMonths * listing.price)}元）`,
  );
  if (rent.includes.length > 0) await expect(price).toContainText(rent.includes.join('、'));
  if (rent.parkingFee !== null)
    await expect(price).toContainText(`${thousands(rent.parkingFee)}元/月`);

  const house = page.getByTestId('house-facts');
  for (const fact of [
    `坪數${listing.area}坪`,
    `格局${listing.layout}`,
    `樓層${listing.floorText}`,
    `型態${listing.buildingTypeName}`,
    `屋齡${listing.age}年`,
    `可遷入日${rent.moveIn}`,
    `最短租期${rent.minLeaseMonths}個月`,
  ]) {
    await expect(house).toContainText(fact);
  }
  const rules = page.getByTestId('house-rules');
  await expect(rules).toContainText(`性別${rent.rules.gender}`);
  await expect(rules).toContainText(rent.rules.pets ? '可養寵物' : '不可養寵物');
  await expect(rules).toContainText(rent.rules.cooking ? '可開伙' : '不可開伙');
  await expect(rules).toContainText(`身分${rent.rules.identity}`);
  await expect(page.getByRole('list', { name: '提供設備' }).getByRole('listitem')).toHaveText(
    rent.equipment,
  );
  await expect(page.getByRole('list', { name: '物件特色' }).getByRole('listitem')).toHaveText(
    listing.tags.map((tag) => tag.name),
  );
  await expect(page.getByTestId('description')).toContainText(listing.description);

  const location = page.getByTestId('location');
  await expect(location).toContainText(`${listing.regionName}${listing.districtName}`);
  await expect(location).toContainText(listing.address);
  if (listing.metro) {
    await expect(location).toContainText(
      `${listing.metro.stationName}站，步行約 ${listing.metro.walkMetres} 公尺`,
    );
  }
  if (listing.university) await expect(location).toContainText(listing.university.name);
  const map = location.getByRole('link', { name: /在地圖上查看位置/ });
  await expect(map).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${listing.lat},${listing.lng}`,
  );
  await expect(map).toHaveAttribute('rel', 'noopener');

  const contact = page.getByTestId('contact-card');
  await expect(contact.getByRole('heading', { level: 2 })).toHaveText(
    `聯絡${listing.poster.roleName}`,
  );
  await expect(contact.getByTestId('poster-name')).toHaveText(listing.poster.name);

  await expectNoSeriousViolations(page);
  expect(watch.hydration).toEqual([]);
  expect(watch.uncaught).toEqual([]);
});

test('the gallery changes photos by keyboard, buttons and swipes', async ({ page }) => {
  await page.goto(`${origin('rent')}/${id}`);
  await waitForApp(page);
  const listing = await listingFromPage(page, id);
  expect(listing.photos.length).toBeGreaterThan(1);
  await expectGalleryWorks(page, listing.photos.length);
});

test('a visitor is offered to log in to save the listing', async ({ page }) => {
  await page.goto(`${origin('rent')}/${id}`);
  await waitForApp(page);
  const login = page.getByTestId('price-box').getByRole('link', { name: '登入後收藏' });
  await expect(login).toHaveAttribute('href', memberPageUrl('login', page.url(), origin('user')));
});

test('a member saves the listing, finds it saved after a reload, and removes it', async ({
  page,
}) => {
  await page.goto(`${origin('rent')}/${id}`);
  await waitForApp(page);
  await expectFavouriteToggles(page, waitForApp);
});

test('the message form shows the API’s error inline, then sends', async ({ page }) => {
  await page.goto(`${origin('rent')}/${id}`);
  await waitForApp(page);
  await expectMessageFormWorks(page);
});

test('a message sent while the API is away says so, keeps what was typed, and goes once it is back', async ({
  page,
}) => {
  await page.goto(`${origin('rent')}/${id}`);
  await waitForApp(page);
  const card = page.getByTestId('contact-card').filter({ visible: true });
  const digits = newMobile();
  await card.getByLabel('姓名').fill('林小美');
  await card.getByLabel('手機號碼').fill(digits);
  await card.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(card.getByRole('status')).toContainText('驗證碼已傳送');
  await card.getByLabel('簡訊驗證碼').fill(await codeFromOutbox(page, digits));
  await card.getByLabel('留言內容').fill('請問週末可以看屋嗎？');

  // The API restarting: every try is answered 503, the browser's own and its retries.
  const keys: (string | null)[] = [];
  await page.route('**/home/housing/sendMsg', (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    return route.fulfill({
      status: 503,
      headers: { 'Retry-After': '5' },
      contentType: 'application/json',
      body: '{"message":"服務暫時無法使用"}',
    });
  });
  await card.getByRole('button', { name: '送出留言' }).click();
  await expect(card.getByRole('alert')).toHaveText('留言送出失敗，請稍後再試');
  // Sent three times under one key, so the API could have stored it once at most.
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  await expect(card.getByLabel('姓名')).toHaveValue('林小美');
  await expect(card.getByLabel('留言內容')).toHaveValue('請問週末可以看屋嗎？');

  await page.unroute('**/home/housing/sendMsg');
  await card.getByRole('button', { name: '送出留言' }).click();
  await expect(card.getByTestId('message-sent')).toHaveText('留言已送出，刊登者回覆時會通知您。');
});

test('a recommendation opens that listing’s detail', async ({ page }) => {
  await page.goto(`${origin('www')}/rent/${id}`);
  await waitForApp(page);
  const nearby = page.locator('[data-recommendation-group="nearby"]');
  const first = nearby.getByRole('article').first().getByRole('link');
  const title = (await first.textContent())!;
  const href = (await first.getAttribute('href'))!;
  expect(href).toMatch(/^\/rent\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(`${origin('www')}${href}`);
  await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toHaveText(title);
  await expect(page.getByTestId('listing-id').filter({ visible: true })).toHaveText(
    `物件編號：${href.split('/').pop()}`,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the price box follows the photos, the contact card the content', async ({ page }) => {
    await page.goto(`${origin('rent')}/${id}`);
    await waitForApp(page);
    const gallery = (await page.getByRole('region', { name: '物件照片' }).boundingBox())!;
    const price = (await page.getByTestId('price-box').boundingBox())!;
    const facts = (await page.getByTestId('house-facts').boundingBox())!;
    const contact = (await page.getByTestId('contact-card').boundingBox())!;
    expect(price.y).toBeGreaterThan(gallery.y + gallery.height - 1);
    expect(facts.y).toBeGreaterThan(price.y + price.height - 1);
    expect(contact.y).toBeGreaterThan(facts.y);
    expect(price.width).toBeGreaterThan(340);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page);
  });
});
