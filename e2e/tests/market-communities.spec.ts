import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { fetchPage } from '../support/http.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const apiGet = async <T>(request: import('@playwright/test').APIRequestContext, path: string) => {
  const api = new URL(origin('api'));
  const response = await request.get(`http://127.0.0.1:${api.port}${path}`, {
    headers: { host: api.host },
  });
  return (await response.json()) as T;
};

test('找社區 in the header lists Taipei’s communities; one opens with its homes and deals', async ({
  page,
}) => {
  await page.goto(`${origin('www')}/`);
  await waitForApp(page);
  await page.locator('header').getByRole('link', { name: '找社區', exact: true }).click();
  await expect(page).toHaveURL(`${origin('market')}/list`);
  await expect(page.getByRole('heading', { name: '台北市社區', level: 1 })).toBeVisible();
  const first = page.getByTestId('community').first();
  const name = (await first.getByRole('heading', { level: 2 }).textContent())!;
  await expectNoSeriousViolations(page);

  await first.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const facts = page.getByTestId('community-facts');
  await expect(facts).toContainText('總戶數');
  await expect(facts).toContainText(/建物型態(住宅大樓|華廈)/);
  await expect(facts).toContainText(/公設比\d+(\.\d)?%/);
  // Its homes link to their own detail pages on their section's host.
  const homes = page.getByTestId('community-sale').or(page.getByTestId('community-rent'));
  const link = homes.locator('.listing-card__title a').first();
  await expect(link).toHaveAttribute('href', new RegExp(`^${origin('sale')}|^${origin('rent')}`));
  // The register's deals are the road's, and the page says so and names the source.
  await expect(page.getByTestId('community-deals')).toContainText('實價登錄以門牌登記，不標示社區');
  await expect(page.getByTestId('community-deals')).toContainText('政府資料開放授權條款');
  await expectNoSeriousViolations(page);
  // Its server HTML, as a crawler reads it, describes it as an ApartmentComplex.
  const { html } = await fetchPage(page.request, page.url());
  expect(html).toContain('"@type":"ApartmentComplex"');
  expect(html).toContain(`"name":"${name}"`);
});

test('a sale detail in a community links to the community’s page, which lists it', async ({
  page,
  request,
}) => {
  const { items } = await apiGet<{
    items: { id: number; community: { id: number; name: string } | null }[];
  }>(request, '/v1/sale/listings?regionid=1&pageSize=100');
  const listing = items.find((item) => item.community);
  expect(listing).toBeDefined();
  await page.goto(`${origin('sale')}/${listing!.id}`);
  // The detail tells the community's registered sales at its door numbers, or that there are none.
  await expect(page.getByTestId('community-last-deals')).toContainText(
    `實價登錄：${listing!.community!.name}門牌內`,
  );
  await page
    .getByRole('link', { name: `${listing!.community!.name}社區頁：出售、出租與實價登錄` })
    .click();
  await expect(page).toHaveURL(`${origin('market')}/${listing!.community!.id}`);
  await expect(
    page.getByRole('heading', { name: listing!.community!.name, level: 1 }),
  ).toBeVisible();
  // Among its homes on sale: the twelve newest are listed, the count covers them all.
  const detail = await apiGet<{ sale: { id: number }[]; saleCount: number }>(
    request,
    `/v1/communities/${listing!.community!.id}`,
  );
  const shown = detail.sale.map((card) => card.id);
  expect(shown.includes(listing!.id) || detail.saleCount > shown.length).toBe(true);
  await expect(page.getByTestId('community-sale')).toContainText(`出售中（${detail.saleCount}）`);
});

test('a community that does not exist is the site’s 404 page', async ({ request }) => {
  for (const path of ['/999999', '/abc']) {
    const { status, html } = await fetchPage(request, `${origin('market')}${path}`);
    expect(status).toBe(404);
    expect(html).toContain('<h1');
  }
});

test('communities sort by their deals; one shows the sales at its door numbers, and all of them', async ({
  page,
}) => {
  // 新竹縣's deals are the seed's: its communities' homes sold at their door numbers.
  await page.goto(`${origin('market')}/list?regionid=5`);
  await waitForApp(page);
  await page.getByRole('link', { name: '成交最多', exact: true }).click();
  await expect(page).toHaveURL(/order=deals/);
  const first = page.getByTestId('community').first();
  await expect(first).toContainText(/成交 [1-9][\d,]* 筆/);
  const name = (await first.getByRole('heading', { level: 2 }).textContent())!;
  await first.getByRole('link', { name }).click();
  const deals = page.getByTestId('community-deals');
  await expect(deals).toContainText(/登記在.+\d+至\d+號的買賣成交/);
  await expect(deals.getByTestId('sample-data-note')).toContainText('範例資料');
  await expect(deals.locator('tbody tr').first()).toBeVisible();
  // Its price page lists every one of them, a page at a time.
  await page.goto(`${page.url()}/price`);
  await expect(page.getByRole('heading', { name: `${name}實價登錄`, level: 1 })).toBeVisible();
  await expect(page.locator('table.deals tbody tr').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
