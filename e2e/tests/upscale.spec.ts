import type { APIRequestContext } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

interface Page {
  total: number;
  items: { id: number; title: string; price: number }[];
}

const sale = async (request: APIRequestContext, query: string): Promise<Page> => {
  const api = new URL(origin('api'));
  const response = await request.get(`http://127.0.0.1:${api.port}/v1/sale/listings?${query}`, {
    headers: { host: api.host },
  });
  return response.json();
};

test('豪宅 in the new-build menu shows Taipei’s homes above the central bank’s line', async ({
  page,
  request,
}) => {
  await page.goto(`${origin('www')}/`);
  await waitForApp(page);
  await page.getByRole('button', { name: '新建案選單', exact: true }).click();
  await page.locator('header').getByRole('link', { name: '豪宅', exact: true }).click();
  await expect(page).toHaveURL(`${origin('upscale')}/`);
  await expect(page.getByRole('heading', { name: '台北市豪宅', level: 1 })).toBeVisible();
  await expect(page.getByTestId('luxury-line')).toContainText('台北市總價 7,000 萬以上');
  await expect(page.getByTestId('luxury-line')).toContainText('中央銀行高價住宅定義');
  await expectNoSeriousViolations(page);

  // The list holds exactly the sale search's homes at 7,000萬 and more, every one of them.
  await page.getByRole('link', { name: /看台北市全部 \d+ 筆豪宅/ }).click();
  await expect(page.getByRole('heading', { name: '台北市豪宅', level: 1 })).toBeVisible();
  const luxury = await sale(request, 'regionid=1&type=2&price=7000_&pageSize=100');
  expect(luxury.total).toBeGreaterThan(0);
  expect(luxury.items.every((item) => item.price >= 7000)).toBe(true);
  await expect(page.getByTestId('luxury-total')).toHaveText(`共 ${luxury.total} 筆`);
  const titles = page.locator('.luxury__list .listing-card__title a');
  await expect(titles.first()).toHaveText(luxury.items[0]!.title);

  // Each home opens its own sale page: no second copy of a listing page.
  await titles.first().click();
  await expect(page).toHaveURL(`${origin('sale')}/${luxury.items[0]!.id}`);
});

test('a district narrows the list, and the dearest come first when asked', async ({
  page,
  request,
}) => {
  await page.goto(`${origin('upscale')}/list?regionid=1&order=price`);
  await waitForApp(page);
  const dearest = await sale(request, 'regionid=1&type=2&price=7000_&order=money&orderType=desc');
  await expect(page.locator('.luxury__list .listing-card__title a').first()).toHaveText(
    dearest.items[0]!.title,
  );
  await page.getByRole('link', { name: '大安區', exact: true }).click();
  await expect(page.getByRole('heading', { name: '台北市大安區豪宅', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/sectionid=\d+/);
  await expectNoSeriousViolations(page);
});

test('豪宅建案 on the landing are new builds with units above the line, opening on newhouse.', async ({
  page,
  request,
}) => {
  const api = new URL(origin('api'));
  const response = await request.get(
    `http://127.0.0.1:${api.port}/v1/new-builds?regionid=1&totalmin=7000&pageSize=6`,
    { headers: { host: api.host } },
  );
  const projects = (await response.json()) as {
    items: { id: number; name: string; totalPrice: { max: number } | null }[];
  };
  expect(projects.items.length).toBeGreaterThan(0);
  expect(projects.items.every((project) => (project.totalPrice?.max ?? 0) >= 7000)).toBe(true);

  await page.goto(`${origin('upscale')}/`);
  const shown = page.getByTestId('luxury-projects').locator('.project-card__title a');
  await expect(shown).toHaveText(projects.items.map((project) => project.name));
  await expect(shown.first()).toHaveAttribute(
    'href',
    `${origin('newhouse')}/${projects.items[0]!.id}`,
  );
  await expectNoSeriousViolations(page);
});
