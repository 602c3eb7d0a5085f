import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { seededListing } from '../support/listings.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const saleMenuLink = async (page: Page, name: string) => {
  await page.goto(`${origin('sale')}/`);
  await waitForApp(page);
  await page.getByRole('button', { name: '中古屋選單', exact: true }).click();
  await page.locator('header').getByRole('link', { name, exact: true }).click();
};

/** 1,000萬 borrowed: a 1,250萬 home at 80%. */
async function fillTheKnownCase(page: Page) {
  await page.getByLabel('房屋總價（萬）').fill('1250');
  await page.getByLabel('貸款成數（%）').fill('80');
  await page.getByLabel('貸款年限').selectOption('30');
  await page.getByLabel('貸款利率（年利率 %）').fill('2');
}

test('房貸試算 from the sale menu: 1,000萬 at 2% over 30 years is 36,962 a month, at once', async ({
  page,
}) => {
  await saleMenuLink(page, '房貸試算');
  await expect(page).toHaveURL(`${origin('mortgage')}/calculator`);
  await expect(page.getByRole('heading', { name: '房貸試算', level: 1 })).toBeVisible();
  await fillTheKnownCase(page);
  // No press of 試算: the figures follow the fields, and the address keeps them.
  await expect(page.getByTestId('monthly')).toHaveText('每月應繳36,962 元');
  await expect(page).toHaveURL(/price=1250&ratio=80&years=30&rate=2/);
  await page.getByLabel('本金平均攤還').check();
  await expect(page.getByTestId('monthly')).toContainText('首月應繳44,444 元');
  // A field out of range says so at the field, and no figure stands for it.
  await page.getByLabel('貸款利率（年利率 %）').fill('25');
  await expect(page.getByText('利率請填 0 至 20（%）')).toBeVisible();
  await expect(page.getByTestId('monthly')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('without any script the form is answered by the server, grace and 新青安 included', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin('mortgage')}/calculator`);
  await fillTheKnownCase(page);
  await page.getByRole('button', { name: '試算' }).click();
  await expect(page.getByTestId('monthly')).toHaveText('每月應繳36,962 元');

  // 800萬 at 1.775% over 40 years with 5 years' grace, as 新青安 lends it.
  await page.goto(
    `${origin('mortgage')}/calculator?price=1000&ratio=80&years=40&grace=5&youth=1&youthRate=1.775&rate=2.2`,
  );
  await expect(page.getByTestId('grace-monthly')).toHaveText('寬限期內每月（只繳利息）11,833 元');
  await expect(page.getByTestId('monthly')).toHaveText('寬限期後每月應繳25,587 元');
  await expect(page.getByText('其中新青安 800 萬（利率 1.775%）')).toBeVisible();
  await page.getByRole('link', { name: '看逐月明細' }).click();
  await expect(page.getByTestId('monthly-schedule').locator('tbody tr')).toHaveCount(480);
  await context.close();
});

test('房貸利率 from the sale menu shows the five banks’ rates over the years with their sources, and 新青安’s terms', async ({
  page,
}) => {
  await saleMenuLink(page, '房貸利率');
  await expect(page).toHaveURL(`${origin('mortgage')}/rate`);
  const youth = page.getByTestId('youth-loan');
  await expect(youth).toContainText('最高 1,000 萬元');
  await expect(youth).toContainText('1.775%');
  const rates = page.getByTestId('bank-rates');
  await expect(rates).toContainText('五大銀行');
  // The newest month kept is the table's first row and the figure above the chart.
  const rows = rates.getByTestId('bank-rate-table').locator('tbody tr');
  const newest = await rows.first().locator('th').textContent();
  await expect(rates.locator('.rates__latest')).toContainText(`${newest}：`);
  await expect(rows.filter({ hasText: '2001年12月' })).toContainText('5.99%');
  // Each source is named once, beside the months read from it, and links to where it was read.
  const sources = rates.getByTestId('bank-rate-table').getByRole('link');
  await expect(sources.last()).toContainText('金融統計月報');
  await expect(sources.last()).toHaveAttribute('href', /^https:\/\//);
  await expect(rates.getByTestId('trend-chart')).toBeVisible();
  // 新青安 stopped taking applications on 2026-07-31.
  await expect(youth).toContainText('已截止申請');
  await youth.getByRole('link', { name: '用新青安試算月付' }).click();
  await expect(page).toHaveURL(`${origin('mortgage')}/calculator?youth=1&years=40`);
  await expect(page.getByLabel('使用新青安（1,000萬以內適用優惠利率）')).toBeChecked();
  await expectNoSeriousViolations(page);
});

test('a sale listing opens the calculator with its price filled in', async ({ page, request }) => {
  const listing = await seededListing(request, 'sale', { regionid: '1' });
  await page.goto(`${origin('sale')}/${listing.id}`);
  // 1,280萬 → 1280
  const total = ((await page.getByTestId('detail-price').textContent()) ?? '').replace(/\D/g, '');
  await page.getByRole('link', { name: '房貸試算：這間每月要繳多少' }).click();
  await expect(page).toHaveURL(`${origin('mortgage')}/calculator?price=${total}`);
  await expect(page.getByLabel('房屋總價（萬）')).toHaveValue(total);
});
