import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { visitFromOwnAddress } from '../support/members.ts';
import { logInContext, newPoster, RENTAL, registerThroughApi } from '../support/poster.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(({ context }) => visitFromOwnAddress(context));

const filters = (page: Page) =>
  page.getByRole('navigation', { name: '篩選條件' }).filter({ visible: true });
const header = (page: Page) => page.locator('[data-island="header"]');

/** Alerts are made by a job a moment after a listing changes: look again until they show. */
async function untilUnread(page: Page, count: number) {
  await expect(async () => {
    await page.reload();
    await waitForApp(page);
    await expect(header(page).getByTestId('header-unread')).toContainText(String(count), {
      timeout: 3_000,
    });
  }).toPass({ timeout: 60_000 });
}

test('a saved search tells the member of a new matching listing, a favourite of its price drop, and of nothing once deleted', async ({
  page,
  context,
  request,
}) => {
  // Three members, two job runs and a dozen page loads.
  test.setTimeout(4 * 60_000);
  // A member of its own, who has subscribed to nothing yet.
  await logInContext(context, await registerThroughApi(request, { realname: '張' }));

  // 台北市 中正區 獨立套房 10,000-20,000元, chosen as a visitor chooses them.
  await page.goto(`${origin('rent')}/list?region=1`);
  await waitForApp(page);
  for (const chip of ['中正區', '獨立套房', '10,000-20,000元']) {
    await filters(page).getByRole('link', { name: chip, exact: true }).click();
    // The URL changes a moment before the page shows the new search; a chip shown as
    // chosen means the page is the new one.
    await expect(filters(page).getByRole('link', { name: new RegExp(`^${chip}`) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  }
  await expect(page).toHaveURL(/price=10000_20000/);
  await page.getByRole('button', { name: '訂閱此搜尋' }).click();
  await expect(page.getByText(/已訂閱，符合「.+」的新物件會通知您/)).toBeVisible();

  const owner = await newPoster(request);
  const title = `${RENTAL.title} ${Date.now() % 100_000}`;
  const matching = await owner.publishRental({ title });
  await owner.publishRental({ title: `${title} 太貴`, price: 30_000 });
  await untilUnread(page, 1);

  // 通知中心, from the member menu: exactly the matching listing, and its link opens it.
  await header(page)
    .getByRole('button', { name: /張先生/ })
    .click();
  await header(page)
    .getByRole('link', { name: /^通知中心/ })
    .click();
  await waitForApp(page);
  const alerts = page.getByTestId('alert-item');
  await expect(alerts).toHaveCount(1);
  await expect(alerts.first()).toContainText(title);
  await alerts.first().getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`${origin('rent')}/${matching}`);
  await waitForApp(page);
  await page.getByRole('button', { name: '收藏' }).click();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();

  // 我的訂閱 counts it as new; opened from there, the list marks it.
  await page.goto(`${origin('user')}/center/subscriptions`);
  const search = page.getByTestId('saved-search');
  await expect(search.getByText('1 筆新物件')).toBeVisible();
  await search.getByRole('link').first().click();
  await waitForApp(page);
  await expect(page.getByText('自上次查看後有 1 個新物件，已標示「新」')).toBeVisible();
  const marked = page.locator('.search-results__new').filter({ visible: true });
  await expect(marked).toHaveCount(1);
  await expect(marked.getByRole('article')).toHaveAccessibleName(title);

  // The favourite comes down in price (通知中心 marked the first alert read when it opened).
  await owner.reprice(matching, 12_000);
  await untilUnread(page, 1);
  await page.goto(`${origin('user')}/center/notifications`);
  await expect(alerts.first()).toContainText('降價');
  await expect(alerts.first()).toContainText('12,000');

  // Deleted, the search tells of nothing more: another member's equal search shows the job ran.
  await page.goto(`${origin('user')}/center/subscriptions`);
  await search.getByRole('button', { name: /^刪除訂閱/ }).click();
  await expect(page.getByText(/已刪除訂閱/)).toBeVisible();
  const witness = await newPoster(request);
  await witness.saveSearch(`region=1&section=1&kind=2&price=10000_20000`);
  await owner.publishRental({ title: `${title} 又一間` });
  await expect.poll(() => witness.unreadAlerts(), { timeout: 60_000 }).toBe(1);
  await page.goto(`${origin('user')}/center/notifications`);
  await waitForApp(page);
  await expect(alerts).toHaveCount(1);
  await expect(page.getByText(`${title} 又一間`)).toHaveCount(0);
});
