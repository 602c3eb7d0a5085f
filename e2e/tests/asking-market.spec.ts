import type { APIRequestContext, Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { origin, SEEDED_LISTINGS } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

interface Market {
  scope: string;
  place: string;
  deals: number;
  median: number | null;
  sample: boolean;
  priceQuery: string;
}

/** Asked of the API by address: only the browser maps the site's host names to this machine. */
async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const address = new URL(origin('api'));
  const response = await request.get(`http://127.0.0.1:${address.port}${path}`, {
    headers: { host: address.host },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** The first seeded sale of a region whose 議價空間 is as `wanted` says, in the list's order. */
async function saleWhere(
  request: APIRequestContext,
  query: string,
  wanted: (market: Market) => boolean,
): Promise<{ id: number; market: Market }> {
  const { items } = await api<{ items: { id: number }[] }>(
    request,
    `/v1/sale/listings?${query}&pageSize=100`,
  );
  for (const { id } of items.filter((item) => item.id <= SEEDED_LISTINGS)) {
    const { market } = await api<{ market: Market | null }>(request, `/v1/listings/${id}`);
    if (market && wanted(market)) return { id, market };
  }
  throw new Error(`No seeded sale of ${query} has the 議價空間 asked for`);
}

const dealsTotal = async (page: Page) => {
  const caption = await page.locator('table.deals caption').textContent();
  return Number(/共 ([\d,]+) 筆/.exec(caption ?? '')![1]!.replace(/,/g, ''));
};

test('a Taipei home shows 議價空間 from the register, and its link lists exactly those deals', async ({
  page,
  request,
}) => {
  // The list's own sort puts the home furthest below its deals first.
  const { id, market } = await saleWhere(
    request,
    'regionid=1&order=market&orderType=asc',
    (found) => found.median !== null && !found.sample,
  );
  await page.goto(`${origin('sale')}/${id}`);
  const section = page.getByTestId('asking-market-section');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('議價空間：開價與實價登錄');
  await expect(section.getByTestId('asking-market-gap')).toHaveText(/比行情低 \d+%|與行情相當/);
  await expect(section.getByTestId('asking-market-deals')).toHaveText(String(market.deals));
  await expect(section).toContainText(
    `${market.place}近 24 個月成交行情 ${market.median!.toFixed(2)} 萬/坪`,
  );
  await expect(section.getByTestId('asking-market-sample')).toHaveCount(0);

  await waitForApp(page);
  await section.getByRole('link', { name: `看這 ${market.deals} 筆成交` }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin('market')}/price\\?`));
  await expect(page.getByTestId('asking-market-scope')).toContainText('議價空間');
  expect(await dealsTotal(page)).toBe(market.deals);
  // None of them is a special deal, and 範例資料 is nowhere on a region with real deals.
  await expect(page.locator('table.deals')).not.toContainText('特殊');
  await expect(page.getByText('範例資料')).toHaveCount(0);

  // The way back to the whole region's deals.
  await page.getByRole('link', { name: '看全部成交' }).click();
  await expect(page.getByTestId('asking-market-scope')).toHaveCount(0);
  expect(await dealsTotal(page)).toBeGreaterThan(market.deals);
});

test('too few deals say so instead of a figure; generated deals say 範例資料', async ({
  page,
  request,
}) => {
  // 新竹縣 has none of the register's deals: its figures are the seed's, and say so.
  const few = await saleWhere(request, 'regionid=5', (found) => found.median === null);
  await page.goto(`${origin('sale')}/${few.id}`);
  const section = page.getByTestId('asking-market-section');
  await expect(section.getByTestId('asking-market-too-few')).toContainText(
    few.market.deals === 0 ? '無法估算行情' : `只有 ${few.market.deals} 筆`,
  );
  await expect(section.getByTestId('asking-market-gap')).toHaveCount(0);
  await expect(section.getByTestId('asking-market-sample')).toContainText('範例資料');

  const sample = await saleWhere(request, 'regionid=5', (found) => found.median !== null);
  await page.goto(`${origin('sale')}/${sample.id}`);
  await expect(page.getByTestId('asking-market-sample')).toContainText('範例資料');
  await expect(page.getByTestId('asking-market-deals')).toHaveText(String(sample.market.deals));
});

test('the sale list keeps the homes asking less than their deals, and sorts by how far below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The list keeps the page it came from, hidden, for an instant back: each choice is made on a
  // freshly loaded list, and the visible results are read.
  const list = `${origin('sale')}/?shType=list&regionid=1`;
  await page.goto(list);
  await waitForApp(page);
  await page
    .getByRole('group', { name: '排序', exact: true })
    .filter({ visible: true })
    .getByRole('link', { name: '開價低於行情' })
    .click();
  await expect(page).toHaveURL(/order=market&orderType=asc/);

  await page.goto(list);
  await waitForApp(page);
  await page
    .getByRole('group', { name: '行情', exact: true })
    .filter({ visible: true })
    .getByRole('link', { name: '開價低於行情' })
    .click();
  await expect(page).toHaveURL(/market=below/);
  const results = page.getByRole('region', { name: '搜尋結果' }).filter({ visible: true });
  await expect(results).toContainText(/共 \d+ 筆/);
  await results.getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await expect(page.getByTestId('asking-market-gap')).toHaveText(/比行情低 \d+%/);
});

test('a Taipei rental shows its district’s registered rents of its kind and size, and links to them', async ({
  page,
  request,
}) => {
  const { items } = await api<{ items: { id: number }[] }>(
    request,
    '/v1/rent/listings?regionid=1&kind=1&pageSize=100',
  );
  let found: {
    id: number;
    rentMarket: { deals: number; median: number; kindName: string };
  } | null = null;
  for (const { id } of items.filter((item) => item.id <= SEEDED_LISTINGS)) {
    const detail = await api<{
      rentMarket: { deals: number; median: number | null; kindName: string } | null;
    }>(request, `/v1/listings/${id}`);
    if (detail.rentMarket?.median != null) {
      found = {
        id,
        rentMarket: detail.rentMarket as { deals: number; median: number; kindName: string },
      };
      break;
    }
  }
  expect(found).not.toBeNull();
  await page.goto(`${origin('rent')}/${found!.id}`);
  const section = page.getByTestId('rent-market-section');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('租金行情：實價登錄');
  await expect(section.getByTestId('rent-market-gap')).toHaveText(
    /比登錄租金(低|高) \d+%|與登錄租金相當/,
  );
  await expect(section).toContainText(
    `登錄租金中位數 ${found!.rentMarket.median.toLocaleString('en-US')} 元/月`,
  );
  await waitForApp(page);
  await section.getByRole('link', { name: `看這 ${found!.rentMarket.deals} 筆租賃成交` }).click();
  await expect(page).toHaveURL(/kind=rent/);
  await expect(page.getByTestId('asking-market-scope')).toContainText('整層住家');
  expect(await dealsTotal(page)).toBe(found!.rentMarket.deals);
});
