import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DOMAIN, origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const BUSINESS = origin('business');

const filters = (page: Page) =>
  page.getByRole('navigation', { name: '篩選條件' }).filter({ visible: true });
const group = (page: Page, name: string) => filters(page).getByRole('group', { name });
const chosen = (page: Page, groupName: string) =>
  group(page, groupName).locator('[aria-current="true"]');
// Kept-alive pages stay in the document, hidden: only the shown one counts.
const results = (page: Page) =>
  page.getByRole('region', { name: '搜尋結果' }).filter({ visible: true });
const total = (page: Page) => page.getByTestId('result-total').filter({ visible: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Each result card's lines of facts, as the visitor reads them. */
const cardFacts = (page: Page) =>
  results(page).locator('article').locator('.listing-card__body').allInnerTexts();

/** The number of results the total says, e.g. 共 27 筆 → 27. */
async function totalCount(page: Page): Promise<number> {
  return Number((await total(page).textContent())!.replace(/[^\d]/g, ''));
}

test.describe('the header’s business menu', () => {
  test('every business link opens a list of that deal, kind and region', async ({
    page,
    context,
  }) => {
    // The landing and then a list for each of the nine links: nineteen page loads, each of
    // which can take seconds on a busy two-core machine.
    test.setTimeout(19 * 8_000);
    await context.addCookies([{ name: 'urlJumpIp', value: '3', domain: `.${DOMAIN}`, path: '/' }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${BUSINESS}/`);
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: '店面選單' });
    const openMenu = async () => {
      await toggle.focus();
      if ((await toggle.getAttribute('aria-expanded')) !== 'true')
        await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      return page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    };
    const menu = await openMenu();
    const links = menu.locator(`a[href^="${BUSINESS}/list"]`);
    const entries = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        label: anchor.textContent!.trim(),
        href: (anchor as HTMLAnchorElement).href,
      })),
    );
    expect(entries.map((entry) => entry.label)).toEqual([
      '店面出租',
      '店面出售',
      '店面頂讓',
      '辦公出租',
      '辦公出售',
      '住辦出租',
      '住辦出售',
      '廠房出租',
      '廠房出售',
    ]);

    for (const { label, href } of entries) {
      const url = new URL(href);
      expect(url.searchParams.get('region')).toBe('3');
      await page.goto(`${BUSINESS}/`);
      await waitForApp(page);
      await (await openMenu()).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(href);
      const [kind, deal] = [label.slice(0, 2), label.slice(2)];
      await expect(heading(page)).toHaveText(`新北市${label}`);
      await expect(page.getByTestId('region-in-use').filter({ visible: true })).toHaveText(
        '地區：新北市',
      );
      await expect(chosen(page, '交易')).toHaveText(new RegExp(`^${deal}`));
      await expect(chosen(page, '類型')).toHaveText(new RegExp(`^${kind}`));
      const facts = await cardFacts(page);
      expect(facts.length, `${label} has results`).toBeGreaterThan(0);
      for (const text of facts) expect(text).toContain(`${kind}${deal}`);
    }
  });
});

test('filters from the URL are applied: deal, kind, floor and frontage', async ({ page }) => {
  await page.goto(`${BUSINESS}/list?type=1&region=1&kind=5&floor=1&frontage=8_12`);
  await expect(heading(page)).toHaveText('台北市店面出租');
  await expect(page).toHaveTitle(/^台北市店面出租，共 \d+ 筆 - 591商用不動產$/);
  await expect(chosen(page, '樓層')).toHaveText(/^一樓/);
  await expect(chosen(page, '面寬')).toHaveText(/^8-12米/);
  const facts = await cardFacts(page);
  expect(facts.length).toBeGreaterThan(0);
  for (const text of facts) {
    const frontage = Number(/面寬([\d.]+)米/.exec(text)?.[1]);
    expect(frontage).toBeGreaterThanOrEqual(8);
    expect(frontage).toBeLessThanOrEqual(12);
    expect(text).toMatch(/(^|[・\n])1F/);
  }

  // Frontage is a shop's: offices do not offer it, and the URL drops it with the kind.
  await waitForApp(page);
  await group(page, '類型').getByRole('link', { name: '辦公' }).click();
  await expect(page).toHaveURL(`${BUSINESS}/list?type=1&region=1&kind=6&floor=1`);
  await expect(group(page, '面寬')).toHaveCount(0);
  await expect(heading(page)).toHaveText('台北市辦公出租');
});

test('changing filters, sort and page updates the URL and the results in place', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/business/listings')) searches.push(request.url());
  });
  await page.goto(`${BUSINESS}/list?type=1&region=1`);
  await waitForApp(page);
  await expect(heading(page)).toHaveText('台北市商用物件出租');
  const everything = await totalCount(page);

  await group(page, '類型').getByRole('link', { name: '廠房' }).click();
  await expect(page).toHaveURL(`${BUSINESS}/list?type=1&region=1&kind=7`);
  await expect(heading(page)).toHaveText('台北市廠房出租');
  await expect.poll(() => totalCount(page)).toBeLessThan(everything);
  for (const text of await cardFacts(page)) expect(text).toContain('廠房出租');
  expect(searches).toHaveLength(1);

  // Sales are priced in 萬: the rent band goes, the sale bands come.
  await group(page, '租金').getByRole('link', { name: /以下/ }).first().click();
  await expect(page).toHaveURL(/price=_/);
  // The new page is shown (the old one, kept alive, is hidden with its own 出售 link): a click
  // before that waits on the hidden link for good.
  await expect(chosen(page, '租金')).toHaveText(/以下/);
  await group(page, '交易').getByRole('link', { name: '出售' }).click();
  await expect(page).toHaveURL(`${BUSINESS}/list?type=2&region=1&kind=7`);
  await expect(group(page, '總價').getByRole('link', { name: /萬以下$/ })).toBeVisible();

  const sort = () => page.getByRole('group', { name: '排序' }).filter({ visible: true });
  await sort().getByRole('link', { name: '價格' }).click();
  await expect(page).toHaveURL(/order=money&orderType=desc/);
  // The sorted page has arrived (its cards, not the skeletons that stand in while it loads).
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(results(page).getByTestId('listing-price').first()).toBeVisible();
  const prices = (await results(page).getByTestId('listing-price').allInnerTexts()).map((text) =>
    Number(text.replace(/[^\d]/g, '')),
  );
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await group(page, '類型').getByRole('link', { name: '不限' }).click();
  await expect(page).toHaveURL(`${BUSINESS}/list?type=2&region=1&order=money&orderType=desc`);
  const pages = page.getByRole('navigation', { name: '分頁' }).filter({ visible: true });
  await pages.getByRole('link', { name: '下一頁' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.locator('[aria-current="page"]')).toHaveText('2');

  // The whole state reloads from the URL.
  await page.reload();
  await expect(heading(page)).toHaveText('台北市商用物件出售');
  await expect(sort().locator('[aria-current="true"]')).toHaveText(/價格/);
  await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
});

test('a custom rent range, a business circle, a keyword and another region', async ({ page }) => {
  await page.goto(`${BUSINESS}/list?type=1&region=1&kind=5`);
  await waitForApp(page);
  const price = group(page, '租金');
  await price.getByLabel('最低租金').fill('50000');
  await price.getByLabel('最高租金').fill('120000');
  await price.getByRole('button', { name: '套用' }).click();
  await expect(page).toHaveURL(/price=50000_120000/);
  await expect(chosen(page, '租金')).toHaveText(/^50000-120000元/);
  const prices = (await results(page).getByTestId('listing-price').allInnerTexts()).map((text) =>
    Number(text.replace(/[^\d]/g, '')),
  );
  for (const amount of prices) {
    expect(amount).toBeGreaterThanOrEqual(50_000);
    expect(amount).toBeLessThanOrEqual(120_000);
  }
  await price.getByLabel('最低租金').fill('9');
  await price.getByLabel('最高租金').fill('1');
  await price.getByRole('button', { name: '套用' }).click();
  await expect(price.getByRole('alert')).toHaveText('最低租金不可高於最高租金');

  await page.goto(`${BUSINESS}/list?type=1&region=1`);
  await waitForApp(page);
  await group(page, '商圈').getByRole('link', { name: '東區商圈' }).click();
  await expect(page).toHaveURL(/circle=2/);
  await expect(heading(page)).toHaveText('台北市東區商圈商用物件出租');

  await group(page, '關鍵字').getByRole('searchbox', { name: '關鍵字' }).fill('店面');
  await group(page, '關鍵字').getByRole('button', { name: '搜尋' }).click();
  await expect(page).toHaveURL(/circle=2.*keyword=%E5%BA%97%E9%9D%A2/);
  await expect(group(page, '關鍵字').getByRole('searchbox', { name: '關鍵字' })).toHaveValue(
    '店面',
  );

  await page.getByText('地區：台北市').filter({ visible: true }).click();
  await page
    .getByRole('navigation', { name: '選擇地區' })
    .getByRole('link', { name: '新北市' })
    .click();
  await expect(page).toHaveURL(`${BUSINESS}/list?type=1&region=3&keyword=%E5%BA%97%E9%9D%A2`);
  await expect(heading(page)).toHaveText('新北市商用物件出租');
  await expect(group(page, '商圈').getByRole('link', { name: '板橋新板特區' })).toBeVisible();
});

test('back from a detail shows the same list at the same scroll, without a new search', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/business/listings')) searches.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${BUSINESS}/list?type=1&region=1`);
  await waitForApp(page);
  const links = results(page).getByRole('link');
  const titles = await links.allInnerTexts();
  expect(titles.length).toBeGreaterThan(10);
  const card = links.nth(8);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(400);
  const href = (await card.getAttribute('href'))!;
  expect(href).toMatch(/^\/rent\/\d+$/);

  await card.click();
  await expect(page.getByTestId('listing-id').filter({ visible: true })).toHaveText(
    `物件編號：${href.split('/').pop()}`,
  );
  await page.goBack();
  await expect(heading(page).filter({ visible: true })).toHaveText('台北市商用物件出租');
  expect(await links.allInnerTexts()).toEqual(titles);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(searches).toEqual([]);
});

test('transfers link to the rent detail and show their fee on the card', async ({ page }) => {
  await page.goto(`${BUSINESS}/list?type=6&region=1&kind=5`);
  await expect(heading(page)).toHaveText('台北市店面頂讓');
  const cards = results(page).locator('article');
  await expect(cards.first()).toContainText(/頂讓金 [\d,]+萬/);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/rent\/\d+$/);
  // Only shops are transferred.
  await expect(group(page, '類型').getByRole('link')).toHaveText(['不限', /^店面/]);
});

test('a search with no result says so, and an impossible one too', async ({ page }) => {
  await page.goto(`${BUSINESS}/list?type=2&region=1&kind=7&price=_1`);
  await expect(total(page)).toHaveText('共 0 筆');
  await expect(results(page).getByRole('status')).toHaveText(/沒有符合條件的物件/);
  await page.goto(`${BUSINESS}/list?type=1&region=1&page=0`);
  await expect(page.getByRole('alert').filter({ hasText: '搜尋條件有誤' })).toBeVisible();
});

test('on a phone the filters fold behind 篩選', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${BUSINESS}/list?type=1&region=1&kind=5&floor=1&section=5`);
  await waitForApp(page);
  const fold = page.getByRole('button', { name: /^篩選/ });
  await expect(fold).toHaveText('篩選（2）');
  await expect(filters(page)).toHaveCount(0);
  await fold.click();
  await expect(chosen(page, '樓層')).toHaveText(/^一樓/);
});

test('the business list has no serious accessibility violation', async ({ page }) => {
  await page.goto(`${BUSINESS}/list?type=1&region=1&kind=5`);
  await waitForApp(page);
  await expectNoSeriousViolations(page);
});
