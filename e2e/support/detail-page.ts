import { expect, type Page } from '@playwright/test';
import { newMobile } from './mobiles.ts';
import { logInContext, registerThroughApi } from './poster.ts';
import { origin } from './site.ts';
import { codeFromOutbox } from './sms-outbox.ts';

/** What the detail specs compare with the page, of the API's GET /v1/listings/:id answer. */
export interface ApiListing {
  title: string;
  price: number;
  priceDrop: number | null;
  unitPrice: number | null;
  area: number;
  layout: string;
  floorText: string;
  buildingTypeName: string;
  age: number;
  regionName: string;
  districtName: string;
  address: string;
  lat: number;
  lng: number;
  description: string;
  tags: { name: string }[];
  photos: unknown[];
  poster: { roleName: string; name: string };
  metro: { stationName: string; walkMetres: number } | null;
  university: { name: string } | null;
  community: {
    name: string;
    builtYear: number;
    age: number;
    households: number;
    totalFloors: number;
    managementFeePerPing: number;
  } | null;
  facts: {
    rent: {
      depositMonths: number;
      includes: string[];
      parkingFee: number | null;
      moveIn: string;
      minLeaseMonths: number;
      equipment: string[];
      rules: { gender: string; pets: boolean; cooking: boolean; identity: string };
    };
    sale: {
      mainArea: number;
      publicArea: number;
      publicRatio: number;
      direction: string;
      fitment: string;
      managementFee: number;
      parking: { type: string; price: number } | null;
      priceHistory: { date: string; price: number }[];
    };
  };
}

/** The listing as the API answers it, asked from the page itself (through the site's hosts). */
export async function listingFromPage(page: Page, id: number): Promise<ApiListing> {
  return page.evaluate(
    async ([api, listingId]) => (await fetch(`${api}/v1/listings/${listingId}`)).json(),
    [origin('api'), id] as const,
  );
}

/**
 * Registers a new member (through the API, with the code texted to the new mobile) and logs
 * the page's browser in: the page learns of it only when it asks again (a reload, or being
 * shown again).
 */
export async function registerFromThisPage(
  page: Page,
  member: { realname: string; sex: 1 | 2 } = { realname: '林小美', sex: 2 },
): Promise<void> {
  await logInContext(page.context(), await registerThroughApi(page.context().request, member));
}

/** Registers a new member from the page and reloads it as that member. */
export async function logInAsNewMember(page: Page): Promise<void> {
  await registerFromThisPage(page);
  await page.reload();
}

/** The gallery: keyboard, buttons and a swipe of the mouse or a finger change the photo. */
export async function expectGalleryWorks(page: Page, photoCount: number) {
  const gallery = page.getByRole('region', { name: '物件照片' }).filter({ visible: true });
  const counter = gallery.getByTestId('gallery-counter');
  await expect(counter).toHaveText(`1 / ${photoCount}`);
  const first = gallery.getByRole('img', { name: /第 1 張照片/ });
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  for (const thumbnail of await gallery.locator('.gallery__thumbs img').all()) {
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  }

  await gallery.focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${photoCount}`);
  await expect(gallery.getByRole('img', { name: /第 2 張照片/ })).toHaveAttribute(
    'loading',
    'lazy',
  );
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${photoCount} / ${photoCount}`);
  // The buttons come next in the tab order and work with the keyboard.
  await page.keyboard.press('Tab');
  await expect(gallery.getByRole('button', { name: '上一張照片' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(gallery.getByRole('button', { name: '下一張照片' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText(`1 / ${photoCount}`);

  // A mouse drag to the left: real pointer events from the browser.
  const box = (await first.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 6 });
  await page.mouse.up();
  await expect(counter).toHaveText(`2 / ${photoCount}`);

  // A finger swiping to the right goes back.
  const stage = gallery.locator('.gallery__stage');
  const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0 };
  await stage.dispatchEvent('pointerdown', { ...touch, clientX: 100, clientY: y });
  await stage.dispatchEvent('pointerup', { ...touch, clientX: 220, clientY: y + 10 });
  await expect(counter).toHaveText(`1 / ${photoCount}`);
}

/** Favourites as a member: add, still saved after a reload, remove. */
export async function expectFavouriteToggles(
  page: Page,
  waitForApp: (page: Page) => Promise<void>,
) {
  await logInAsNewMember(page);
  await waitForApp(page);
  const box = page.getByTestId('price-box').filter({ visible: true });
  const save = box.getByRole('button', { name: '收藏' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  // The button turns at once; the reload waits for the API to have stored it.
  const stored = page.waitForResponse((response) =>
    response.url().endsWith('/api/collect/collectWare'),
  );
  await save.click();
  await expect(box.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  expect((await stored).status()).toBe(200);

  await page.reload();
  await waitForApp(page);
  const saved = box.getByRole('button', { name: '已收藏' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  const removed = page.waitForResponse((response) =>
    response.url().endsWith('/api/collect/collectWare'),
  );
  await saved.click();
  await expect(box.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
  expect((await removed).status()).toBe(200);
  await page.reload();
  await waitForApp(page);
  await expect(box.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
}

/** The message form: the API's words at the wrong field, what was typed kept, then sent. */
export async function expectMessageFormWorks(page: Page) {
  const card = page.getByTestId('contact-card').filter({ visible: true });
  await card.getByLabel('姓名').fill('林小美');
  await card.getByLabel('手機號碼').fill('0912-34');
  await card.getByLabel('留言內容').fill('請問週末可以看屋嗎？');
  await card.getByRole('button', { name: '送出留言' }).click();
  const mobile = card.getByLabel('手機號碼');
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAccessibleDescription('請填寫正確的手機號碼，例如 0912-345-678');
  await expect(mobile).toBeFocused();
  await expect(card.getByLabel('姓名')).toHaveValue('林小美');
  await expect(card.getByLabel('留言內容')).toHaveValue('請問週末可以看屋嗎？');

  // A visitor's mobile is confirmed by the code texted to it: replies are texted there.
  const digits = newMobile();
  await mobile.fill(`${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`);
  await card.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(card.getByRole('status')).toContainText('驗證碼已傳送');
  await card.getByLabel('簡訊驗證碼').fill(await codeFromOutbox(page, digits));
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('message-sent')).toHaveText('留言已送出，刊登者回覆時會通知您。');
  await expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByLabel('留言內容')).toHaveValue('');
}
