import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** A link of the header's tool menu, opened as a visitor opens it. */
async function openToolMenuLink(page: Page, menu: string, link: string | RegExp) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('link', { name: link }).click();
  await waitForApp(page);
}

test('收費標準 from 刊登廣告: the rent and sale fee pages, and posting from them', async ({
  page,
}) => {
  await page.goto(`${origin('rent')}/list`);
  await waitForApp(page);
  await openToolMenuLink(page, '刊登廣告', '收費標準');

  await expect(page).toHaveURL(`${origin('www')}/home/help/chargeIntro/1`);
  await expect(page).toHaveTitle('收費標準：出租刊登 - 591房屋交易網');
  await expect(page.getByRole('heading', { name: '收費標準', level: 1 })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '收費標準' });
  await expect(tabs.getByRole('link', { name: '出租刊登' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: '0800-000-591' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await tabs.getByRole('link', { name: '出售刊登' }).click();
  await expect(page).toHaveURL(`${origin('www')}/home/help/chargeIntro/2`);
  await expect(tabs.getByRole('link', { name: '出售刊登' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: '出售刊登費用' })).toBeVisible();
  await expect(page.getByText(/每筆只要240元起；/)).toBeVisible();
  await expect(page).toHaveTitle('收費標準：出售刊登 - 591房屋交易網');

  // A visitor is asked to log in first, and comes back to the sale form.
  await page.getByRole('link', { name: '刊登出售', exact: true }).last().click();
  await expect(page).toHaveURL(/\/\/user\.591\.com\.tw:\d+\/login\?redirect=.*post%3Ftype%3Dsale/);
});

test('圖片廣告 from 刊登廣告 names the placements and whom to ask', async ({ page }) => {
  await page.goto(`${origin('sale')}/`);
  await waitForApp(page);
  await openToolMenuLink(page, '刊登廣告', '圖片廣告');
  await expect(page).toHaveURL(`${origin('www')}/advertisement`);
  await expect(page.getByRole('heading', { name: '圖片廣告', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '廣告版位' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '廣告洽詢' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("APP下載: each of the site's own apps has a page, with the web for now", async ({ page }) => {
  await page.goto(`${origin('land')}/`);
  await waitForApp(page);
  await openToolMenuLink(page, 'APP下載', /591租屋/);
  await expect(page).toHaveURL(`${origin('www')}/app/rent`);
  await expect(page.getByRole('heading', { name: '591租屋', level: 1 })).toBeVisible();
  await expect(page.locator('#main').getByText('好房源即時通知')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: '在瀏覽器開啟' }).click();
  await expect(page).toHaveURL(`${origin('rent')}/`);

  // An app with no section on the site yet says so, without a link that leads nowhere.
  await page.goto(`${origin('www')}/app/newhouse`);
  await expect(page.getByRole('heading', { name: '591新建案', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '在瀏覽器開啟' })).toHaveCount(0);
});

test('a fee page or app that does not exist answers 404 with the error page', async ({ page }) => {
  for (const path of ['/home/help/chargeIntro/3', '/app/unknown']) {
    const response = await page.goto(`${origin('www')}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/找不到/);
  }
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the fee, advertising and app pages are served whole', async ({ page }) => {
    for (const [path, heading] of [
      ['/home/help/chargeIntro/2', '收費標準'],
      ['/advertisement', '圖片廣告'],
      ['/app/price', '591實價登錄'],
    ] as const) {
      const response = await page.goto(`${origin('www')}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: '在瀏覽器開啟' })).toHaveAttribute(
      'href',
      `${origin('land')}/price`,
    );
  });
});
