import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DOMAIN, origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const BUSINESS = origin('business');

test('the landing offers the header menu’s entries for the region in use', async ({
  page,
  context,
}) => {
  // The header's links carry the region of the cookie, the landing's that of the URL.
  await context.addCookies([{ name: 'urlJumpIp', value: '8', domain: `.${DOMAIN}`, path: '/' }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${BUSINESS}/?region=8`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('店面・辦公・廠房');
  await expect(page).toHaveTitle('店面・辦公・廠房出租出售 - 591商用不動產');

  const entries = page.getByRole('navigation', { name: '找台中市商用不動產' }).getByRole('link');
  const landing = await entries.evaluateAll((anchors) =>
    anchors.map((anchor) => `${anchor.textContent} ${(anchor as HTMLAnchorElement).href}`),
  );
  // The header's business menu, for the same region, links to the same lists.
  await page.goto(`${BUSINESS}/list?type=1&region=8&kind=5`);
  await waitForApp(page);
  const toggle = page.getByRole('button', { name: '店面選單' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  const header = await menu
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => `${anchor.textContent} ${(anchor as HTMLAnchorElement).href}`),
    );
  expect(landing).toHaveLength(11);
  expect(header).toEqual(expect.arrayContaining(landing));
});

test('the search form works before the app has started', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${BUSINESS}/`);
  const search = page.getByRole('search');
  await search.getByLabel('地區').selectOption('新北市');
  await search.getByLabel('交易').selectOption('出售');
  await search.getByLabel('類型').selectOption('辦公');
  await search.getByRole('button', { name: '搜尋' }).click();
  await expect(page).toHaveURL(`${BUSINESS}/list?region=3&type=2&kind=6&keyword=`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新北市辦公出售');
  await expect(page.getByTestId('result-total')).toHaveText(/^共 [1-9][\d,]* 筆$/);
  await context.close();
});

test('popular business circles and the newest listings of the region', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/business/listings')) searches.push(request.url());
  });
  await page.goto(`${BUSINESS}/`);
  await waitForApp(page);
  const newest = page.getByRole('region', { name: '台北市最新商用物件' });
  await expect(newest.locator('article')).toHaveCount(6);
  expect(searches.some((url) => url.includes('region=1'))).toBe(true);

  // Another region: its circles and its newest listings, fetched in the browser.
  await page
    .getByRole('navigation', { name: '選擇地區' })
    .getByRole('link', { name: '新北市' })
    .click();
  await expect(page).toHaveURL(`${BUSINESS}/?region=3`);
  const circles = page.getByRole('navigation', { name: '新北市熱門商圈' });
  await expect(circles.getByRole('link')).toHaveText([
    '板橋新板特區',
    '新莊副都心',
    '三重重新路商圈',
    '永和樂華商圈',
    '中和環球商圈',
    '新店大坪林',
    '淡水老街',
    '林口新市鎮',
    '汐止科學園區',
  ]);
  await expect(
    page.getByRole('region', { name: '新北市最新商用物件' }).locator('article'),
  ).toHaveCount(6);

  await circles.getByRole('link', { name: '新莊副都心' }).click();
  await expect(page).toHaveURL(`${BUSINESS}/list?type=1&region=3&circle=14`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新北市新莊副都心商用物件出租');
});

test('the landing works on www under /business', async ({ page }) => {
  await page.goto(`${origin('www')}/business`);
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: '找台北市商用不動產' })
    .getByRole('link', { name: '廠房出售' })
    .click();
  await expect(page).toHaveURL(`${origin('www')}/business/list?type=2&region=1&kind=7`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('台北市廠房出售');
});

test('the landing has no serious accessibility violation', async ({ page }) => {
  await page.goto(`${BUSINESS}/`);
  await waitForApp(page);
  await expect(page.locator('article').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
