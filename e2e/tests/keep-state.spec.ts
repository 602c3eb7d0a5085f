import { waitForApp } from '../support/app-ready.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

test('back from a detail shows the same list at the same scroll, without a new API call', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/rent/listings')) searches.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${origin('rent')}/list?region=1`);
  await waitForApp(page);
  const results = page.getByRole('region', { name: '搜尋結果' }).getByRole('link');
  await expect(results.first()).toBeVisible();
  const titles = await results.allInnerTexts();
  expect(titles.length).toBeGreaterThan(10);

  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const chosen = results.nth(8);
  // Where the visitor leaves the list from: with the chosen result on screen.
  await chosen.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);

  const chosenId = (await chosen.getAttribute('href'))!.split('/').pop();
  await chosen.click();
  await expect(page.getByTestId('listing-id')).toHaveText(`物件編號：${chosenId}`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('租屋列表');
  expect(await results.allInnerTexts()).toEqual(titles);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The list came rendered from the server and came back from memory: never fetched.
  expect(searches).toEqual([]);
});

test('the same list with other filters is loaded anew', async ({ page }) => {
  let searches = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The home page's own newest rentals are a search of six; the list's are a page of results.
    if (url.pathname === '/v1/rent/listings' && url.searchParams.get('pageSize') !== '6') {
      searches += 1;
    }
  });
  await page.goto(`${origin('www')}/`);
  await waitForApp(page);
  const heading = page.getByRole('heading', { level: 1 });
  await page.getByRole('link', { name: '台北市租屋' }).click();
  await expect(heading).toHaveText('租屋列表');
  await expect(page.getByTestId('region-in-use').filter({ visible: true })).toHaveText(
    '地區：台北市',
  );
  await page.goBack();
  await expect(heading).toHaveText('591房屋交易網');
  await page.getByRole('link', { name: '新北市租屋' }).click();
  await expect(heading).toHaveText('租屋列表');
  await expect(page.getByTestId('region-in-use').filter({ visible: true })).toHaveText(
    '地區：新北市',
  );
  expect(searches).toBe(2);
});
