import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { landApi } from '../support/land-api.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

interface Trends {
  quarters: { quarter: string; count: number; medianUnitPrice: number; averageUnitPrice: number }[];
}
interface Records {
  total: number;
  items: { districtName: string; area: number }[];
}

const trendRows = (page: Page) => page.getByTestId('trend-table').locator('tbody tr');
const recordCells = (page: Page, column: number) =>
  page.getByTestId('price-records').locator(`tbody tr td:nth-child(${column})`);

/** The table's rows as the API's quarters, newest first. */
async function tableQuarters(page: Page) {
  const rows = await trendRows(page).evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')),
  );
  return rows.map(([quarter, median, average, count]) => ({
    quarter,
    medianUnitPrice: Number(median),
    averageUnitPrice: Number(average),
    count: Number(count?.replace(/,/g, '')),
  }));
}

test('the trend is drawn as a named chart and its table holds the API’s numbers', async ({
  page,
  request,
}) => {
  // 新竹縣 has none of the government's land sales: five years of the site's samples.
  await page.goto(`${origin('land')}/price?region=5`);
  await expect(page).toHaveTitle('新竹縣土地實價登錄行情 - 591土地');
  await waitForApp(page);
  const chart = page.getByRole('img', { name: '新竹縣近5年每坪單價走勢（萬/坪）' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas')).toHaveCount(1);

  const trends = await landApi<Trends>(request, '/v1/land/price-trends?region=5&years=5');
  expect(trends.quarters.length).toBeGreaterThan(4);
  expect(await tableQuarters(page)).toEqual([...trends.quarters].reverse());
  await expect(page.getByRole('table', { name: /數據表/ })).toBeVisible();
  // Generated figures: the page says so, and where the government's deals are.
  const note = page.getByTestId('sample-data-note');
  await expect(note).toContainText('範例資料');
  await expect(note.getByRole('link', { name: '內政部不動產交易實價查詢服務網' })).toHaveAttribute(
    'href',
    'https://lvr.land.moi.gov.tw/',
  );
});

test('Taipei’s page lists the government’s land sales, named with their source, special ones flagged', async ({
  page,
  request,
}) => {
  await page.goto(`${origin('land')}/price?region=1`);
  await expect(page.getByTestId('deal-source')).toContainText(
    '資料來源：內政部不動產交易實價查詢服務網（政府資料開放授權條款－第1版）',
  );
  await expect(page.getByTestId('sample-data-note')).toHaveCount(0);
  const records = await landApi<Records & { sample: boolean }>(
    request,
    '/v1/land/price-records?region=1&years=5&pageSize=1',
  );
  expect(records.sample).toBe(false);
  // The imported file's land sales: their 段 as registered, e.g. 木柵段一小段.
  await expect(page.getByTestId('price-records').locator('tbody tr')).toHaveCount(
    Math.min(records.total, 20),
  );
  await expect(page.getByTestId('price-records')).toContainText(/\S+段/);
  await expect(page.getByTestId('price-records').getByText('特殊交易').first()).toBeVisible();
});

test('nothing on the page moves when the chart draws, on a phone as on a desktop', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      type Shift = { value: number; sources: { node?: Node | null }[] };
      const shifts: { value: number; moved: string }[] = [];
      (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          const moved = entry.sources.map(({ node }) =>
            node instanceof Element
              ? node.outerHTML.slice(0, 120)
              : (node?.textContent ?? '(gone)'),
          );
          shifts.push({ value: entry.value, moved: moved.join(' | ') });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${origin('land')}/price?region=1`);
    await waitForApp(page);
    await expect(page.getByTestId('trend-chart').locator('canvas')).toHaveCount(1);
    const shifts = await page.evaluate(
      () =>
        (window as unknown as { __layoutShifts: { value: number; moved: string }[] })
          .__layoutShifts,
    );
    // The chart moving the page is a shift of 0.1; below 0.001 is nothing a visitor can see.
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts at ${width} px: ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
  }
});

test('choosing a district puts it in the URL and loads its numbers', async ({ page, request }) => {
  // 新竹縣's land sales are the seed's: enough of them in each district for a trend.
  await page.goto(`${origin('land')}/price?region=5`);
  await waitForApp(page);
  const filters = page.getByRole('navigation', { name: '行情條件' });
  await filters.getByRole('link', { name: '竹北市' }).click();
  await expect(page).toHaveURL(/[?&]section=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新竹縣竹北市土地實價登錄行情');
  await expect(page).toHaveTitle('新竹縣竹北市土地實價登錄行情 - 591土地');
  const section = new URL(page.url()).searchParams.get('section');

  const trends = await landApi<Trends>(
    request,
    `/v1/land/price-trends?region=5&section=${section}&years=5`,
  );
  await expect.poll(() => tableQuarters(page)).toEqual([...trends.quarters].reverse());
  await expect(page.getByRole('img', { name: /新竹縣竹北市近5年/ }).locator('canvas')).toHaveCount(
    1,
  );
  const districts = await recordCells(page, 2).allInnerTexts();
  expect(districts.length).toBeGreaterThan(0);
  expect(new Set(districts)).toEqual(new Set(['竹北市']));

  await filters.getByRole('link', { name: '近10年' }).click();
  await expect(page).toHaveURL(
    new RegExp(`section=${section}.*years=10|years=10.*section=${section}`),
  );
  await expect(page.getByRole('img', { name: /新竹縣竹北市近10年/ })).toBeVisible();
});

test('records sort and page through the URL, and a reload keeps both', async ({
  page,
  request,
}) => {
  await page.goto(`${origin('land')}/price?region=1`);
  await waitForApp(page);
  const records = page.getByTestId('price-records');
  await records.getByRole('link', { name: /^面積（坪）/ }).click();
  await expect(page).toHaveURL(/order=area&orderType=desc/);
  await expect(records.getByRole('columnheader', { name: /面積/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const areas = async () =>
    (await recordCells(page, 5).allInnerTexts()).map((text) => Number(text.replace(/,/g, '')));
  const descending = await areas();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await records.getByRole('link', { name: /^面積（坪）/ }).click();
  await expect(page).toHaveURL(/order=area&orderType=asc/);
  await expect.poll(areas).not.toEqual(descending);
  const ascending = await areas();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page
    .getByRole('navigation', { name: '分頁' })
    .getByRole('link', { name: '下一頁' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(
    page.getByRole('navigation', { name: '分頁' }).locator('[aria-current="page"]'),
  ).toHaveText('2');
  const expected = await landApi<Records>(
    request,
    '/v1/land/price-records?region=1&order=area&orderType=asc&page=2&pageSize=20',
  );
  await expect.poll(areas).toEqual(expected.items.map((item) => item.area));

  await page.reload();
  await expect(records.getByRole('columnheader', { name: /面積/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(await areas()).toEqual(expected.items.map((item) => item.area));
});

test('a district of another region says so and shows the region', async ({ page }) => {
  await page.goto(`${origin('land')}/price?region=1&section=99999`);
  await expect(page.getByRole('alert')).toHaveText(/找不到這個行政區，以下是台北市全區的行情/);
  await expect(page.getByTestId('trend-table')).toBeVisible();
});

test('the price page has no serious accessibility violation', async ({ page }) => {
  await page.goto(`${origin('land')}/price?region=1`);
  await waitForApp(page);
  await expect(page.getByRole('img', { name: /每坪單價走勢/ }).locator('canvas')).toHaveCount(1);
  await expectNoSeriousViolations(page);
});
