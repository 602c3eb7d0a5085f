import type { Page } from '@playwright/test';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((event) => event.event === 'public_pageview')
      .map((event) => event.page_path),
  );

test('each navigation sends one public_pageview', async ({ page }) => {
  await page.goto(`${origin('www')}/`);
  await expect.poll(() => pageViews(page)).toEqual(['/']);

  await page.getByRole('link', { name: '新北市租屋' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('租屋列表');
  await expect.poll(() => pageViews(page)).toEqual(['/', '/rent/list?region=3']);
});

test('a route marked disabedGtmPv sends no page view', async ({ page }) => {
  await page.goto(`${origin('sale')}/house-pk/add`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('加入比較');
  await page.waitForTimeout(300);
  expect(await pageViews(page)).toEqual([]);

  await page.goto(`${origin('sale')}/house-pk`);
  await expect.poll(() => pageViews(page)).toEqual(['/house-pk']);
});
