import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { markedListings, markers, selectionPanel } from '../support/map.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const SOURCE = /資料來源：內政部不動產交易實價查詢服務網（政府資料開放授權條款－第1版）/;

test('實價登錄 from the sale menu lists Taipei’s registered deals, naming their source', async ({
  page,
}) => {
  await page.goto(`${origin('sale')}/`);
  await waitForApp(page);
  await page.getByRole('button', { name: '中古屋選單', exact: true }).click();
  await page.locator('header').getByRole('link', { name: '實價登錄', exact: true }).click();
  await expect(page).toHaveURL(`${origin('market')}/price?regionid=1`);
  await expect(page.getByRole('heading', { name: '台北市實價登錄', level: 1 })).toBeVisible();
  await expect(page.getByTestId('deal-source')).toHaveText(SOURCE);
  // market.'s pages are 找社區's channel in the header, not 首頁's.
  await expect(page.locator('header [aria-current="page"]')).toHaveText('找社區');
  const deals = page.getByTestId('deal');
  await expect(deals.first()).toBeVisible();
  // Every deal is in Taipei: a door number in 臺北市, or a land parcel by 段 and 地號.
  for (const address of await deals
    .locator('td:nth-child(2) > div:not([class])')
    .allTextContents()) {
    expect(address).toMatch(/^臺北市|地號$/);
  }
  await expectNoSeriousViolations(page);
});

test('choosing 大安區 leaves only its deals; special deals are flagged and outside the median', async ({
  page,
}) => {
  await page.goto(`${origin('market')}/price?regionid=1&months=24`);
  await waitForApp(page);
  await page.getByRole('link', { name: '大安區', exact: true }).click();
  await expect(page.getByRole('heading', { name: '台北市大安區實價登錄', level: 1 })).toBeVisible();
  const addresses = await page
    .getByTestId('deal')
    .locator('td:nth-child(2) > div:not([class])')
    .allTextContents();
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) expect(address).toMatch(/^臺北市大安區|地號$/);

  await page.goto(`${origin('market')}/price?regionid=1&months=24`);
  const special = page.locator('[data-testid="deal"][data-special]');
  await expect(special.first().getByText('特殊交易')).toBeVisible();
  const median = await page.getByRole('table', { name: /每坪單價中位數/ }).textContent();
  // The months' medians drawn too, with the land price page's chart, each with its count.
  const chart = page.getByRole('img', {
    name: /^台北市.+每月每坪單價中位數（不含車位與特殊交易）$/,
  });
  await expect(chart.locator('canvas')).toHaveCount(1);
  await expect(chart.locator('.u-legend')).toContainText(/萬\/坪（\d+ 筆）/);
  await page.getByRole('link', { name: '不列出', exact: true }).click();
  await expect(page).toHaveURL(/special=0/);
  await expect(special).toHaveCount(0);
  // The median never counted them: leaving them out of the list changes nothing in it.
  expect(await page.getByRole('table', { name: /每坪單價中位數/ }).textContent()).toBe(median);
});

test('the home’s type, rooms and unit price narrow the deals, by links and the range form', async ({
  page,
}) => {
  await page.goto(`${origin('market')}/price?regionid=1&months=24`);
  await waitForApp(page);
  const filters = page.getByRole('navigation', { name: '篩選條件' });
  await filters
    .getByRole('group', { name: '建物型態' })
    .getByRole('link', { name: '住宅大樓' })
    .click();
  await expect(page).toHaveURL(/type=tower/);
  await filters.getByRole('group', { name: '格局' }).getByRole('link', { name: '2房' }).click();
  await expect(page).toHaveURL(/rooms=2/);
  const deals = page.getByTestId('deal');
  await expect(deals.first()).toBeVisible();
  // Each says 住宅大樓; the register's whole words, with their definition, are its title.
  const types = await deals
    .locator('td:nth-child(3)')
    .evaluateAll((cells) => cells.map((cell) => [cell.textContent, cell.getAttribute('title')]));
  for (const [shown, registered] of types) {
    expect(shown).toBe('住宅大樓');
    expect(registered).toBe('住宅大樓(11層含以上有電梯)');
  }
  for (const layout of await deals.locator('td:nth-child(5)').allTextContents()) {
    expect(layout).toMatch(/^2房/);
  }
  // A range of the visitor's own, checked before it is searched.
  const range = page.getByRole('form', { name: '自訂單價' });
  await range.getByLabel('最低單價（萬/坪）').fill('90');
  await range.getByLabel('最高單價（萬/坪）').fill('60');
  await range.getByRole('button', { name: '套用' }).click();
  await expect(range.getByRole('alert')).toHaveText('最低單價不可高於最高單價');
  await range.getByLabel('最低單價（萬/坪）').fill('60');
  await range.getByLabel('最高單價（萬/坪）').fill('90');
  await range.getByRole('button', { name: '套用' }).click();
  await expect(page).toHaveURL(/price=60_90/);
  await expect(page).toHaveURL(/type=tower/);
  const prices = await page
    .getByTestId('deal')
    .evaluateAll((rows) =>
      rows.map((row) => [row.children[8]!.textContent, row.children[9]!.textContent]),
    );
  for (const [asRegistered, withoutParking] of prices) {
    const price = Number.parseFloat(
      withoutParking && withoutParking !== '—' ? withoutParking : asRegistered!,
    );
    expect(price).toBeGreaterThanOrEqual(60);
    expect(price).toBeLessThanOrEqual(90);
  }
});

test('the deals sort by a column heading, and a second choice turns the order round', async ({
  page,
}) => {
  await page.goto(`${origin('market')}/price?regionid=1&months=24&special=0`);
  await waitForApp(page);
  const table = page.getByRole('table', { name: /成交，共/ });
  await table.getByRole('link', { name: /^總價（萬）/ }).click();
  await expect(page).toHaveURL(/order=total&orderType=desc/);
  await expect(table.getByRole('columnheader', { name: /^總價（萬）/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const totals = async () =>
    (await page.getByTestId('deal').locator('td:nth-child(8)').allTextContents()).map((text) =>
      Number(text.replaceAll(',', '')),
    );
  const highest = await totals();
  expect(highest).toEqual([...highest].sort((a, b) => b - a));
  await table.getByRole('link', { name: /^總價（萬）/ }).click();
  await expect(page).toHaveURL(/orderType=asc/);
  await expect
    .poll(async () => {
      const lowest = await totals();
      return lowest.join() === [...lowest].sort((a, b) => a - b).join() && lowest[0]! < highest[0]!;
    })
    .toBe(true);
});

test('a district of another region is said so, and the region’s deals shown', async ({ page }) => {
  const response = await page.goto(`${origin('market')}/price?regionid=1&sectionid=9999`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('alert')).toHaveText(
    '找不到這個行政區，以下是台北市全區的實價登錄。',
  );
});

test('the deals are on a map by district; a district tells its figures and narrows the page to it', async ({
  page,
}) => {
  await page.goto(`${origin('market')}/price?regionid=1`);
  await waitForApp(page);
  const caption = await page.locator('table.deals caption').textContent();
  const total = Number(/共 ([\d,]+) 筆/.exec(caption ?? '')![1]!.replace(/,/g, ''));
  // Every deal of the table's filters is in one district's marker.
  expect(await markedListings(page)).toBe(total);
  // Districts' markers touch at the region's zoom: the click goes to the marker itself.
  await markers(page).first().dispatchEvent('click');
  const panel = selectionPanel(page);
  const name = (await panel.getByRole('heading', { level: 3 }).textContent())!;
  await expect(panel).toContainText(/成交 [\d,]+ 筆/);
  await panel.getByRole('link', { name: `只看${name}的成交` }).click();
  await expect(
    page.getByRole('heading', { name: `台北市${name}實價登錄`, level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveURL(/sectionid=\d+/);
});

test('rentals read in 元/月 and 元/坪, with the data’s newest deal and its release named', async ({
  page,
}) => {
  await page.goto(`${origin('market')}/price?regionid=1`);
  await waitForApp(page);
  const fold = page.getByRole('button', { name: /篩選/ });
  if (await fold.isVisible()) await fold.click();
  await page.getByRole('group', { name: '交易類別' }).getByRole('link', { name: '租賃' }).click();
  await expect(page).toHaveURL(/kind=rent/);
  const table = page.locator('table.deals');
  await expect(table.getByRole('columnheader', { name: /租金（元\/月）/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /單價（元\/坪）/ })).toBeVisible();
  await expect(page.getByTestId('deals-newest')).toHaveText(
    /台北市租賃資料的最新成交日為 \d{4}-\d{2}-\d{2}。/,
  );
  await expect(page.getByTestId('deals-release')).toHaveText(
    /^出自內政部發布的 a-a_lvr_land_c\.csv（\d{4}-\d{2}-\d{2} 匯入本站）。$/,
  );
  // A month's rent in whole 元, never a fraction of a 萬.
  const rents = await page.getByTestId('deal').locator('td:nth-child(8)').allTextContents();
  expect(rents.length).toBeGreaterThan(0);
  for (const rent of rents) expect(rent).toMatch(/^\d{1,3}(,\d{3})*$/);
  await expect(page.getByText('範例資料')).toHaveCount(0);
  // The unit-price bands are 萬/坪 of homes bought: not offered for rents.
  await expect(page.getByRole('group', { name: '單價' })).toHaveCount(0);
});

test('pre-sales name their project and unit', async ({ page }) => {
  await page.goto(`${origin('market')}/price?regionid=14&kind=presale&months=24`);
  const first = page.getByTestId('deal').first();
  await expect(first).toContainText(/建案：.+・.+/);
  await expect(page.getByTestId('deals-newest')).toHaveText(/雲林縣預售屋資料的最新成交日為/);
  await expect(page.getByTestId('deals-release')).toContainText('p-p_lvr_land_b.csv');
  await expect(page.getByText('範例資料')).toHaveCount(0);
});
