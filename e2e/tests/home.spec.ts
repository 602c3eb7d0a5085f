import type { APIRequestContext, Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const HOME = `${origin('www')}/`;

/** A search as a visitor makes it on the home page, and where it must lead. */
interface TabSearch {
  tab: string;
  section: 'rent' | 'sale' | 'land' | 'business';
  region: { name: string; id: number; param: 'region' | 'regionid' };
  /** A quick choice: its row's name and the option picked. */
  choice: { row: string; option: string };
  listPath: string;
  /** What the list URL must carry besides the region and the keyword. */
  params: Record<string, string>;
  /** The API search the results must match: a district of its first listing is the keyword. */
  apiQuery: Record<string, string>;
}

const SEARCHES: TabSearch[] = [
  {
    tab: '租屋',
    section: 'rent',
    region: { name: '新北市', id: 3, param: 'region' },
    choice: { row: '類型', option: '獨立套房' },
    listPath: '/list',
    params: { kind: '2' },
    apiQuery: { region: '3', kind: '2' },
  },
  {
    tab: '中古屋',
    section: 'sale',
    region: { name: '台中市', id: 8, param: 'regionid' },
    choice: { row: '刊登者', option: '屋主自售' },
    listPath: '/',
    params: { shType: 'host' },
    apiQuery: { region: '8', shType: 'host' },
  },
  {
    tab: '土地',
    section: 'land',
    region: { name: '桃園市', id: 6, param: 'region' },
    choice: { row: '交易', option: '出租' },
    listPath: '/list',
    params: { type: '1', kind: '11' },
    apiQuery: { region: '6', type: '1', kind: '11' },
  },
  {
    tab: '店面/辦公/廠房',
    section: 'business',
    region: { name: '台北市', id: 1, param: 'region' },
    choice: { row: '類型', option: '辦公' },
    listPath: '/list',
    params: { kind: '6', type: '1' },
    apiQuery: { region: '1', kind: '6', type: '1' },
  },
];

/** The listings the API's list search gives, as the e2e API holds them now. */
async function apiSearch(
  request: APIRequestContext,
  section: TabSearch['section'],
  query: Record<string, string>,
) {
  const api = new URL(origin('api'));
  const response = await request.get(
    `http://127.0.0.1:${api.port}/v1/${section}/listings?${new URLSearchParams(query)}`,
    { headers: { host: api.host } },
  );
  return (await response.json()).items;
}

/** A district that the seeded catalogue has listings of for this search. */
async function keywordFor(request: APIRequestContext, search: TabSearch): Promise<string> {
  const [first] = await apiSearch(request, search.section, { pageSize: '1', ...search.apiQuery });
  if (!first) throw new Error(`The seeded catalogue has nothing for ${search.tab}`);
  return first.districtName;
}

async function searchFromHome(page: Page, search: TabSearch, keyword: string) {
  await page.getByRole('radio', { name: search.tab, exact: true }).check();
  const form = page.getByRole('search', { name: `搜尋${search.tab}` });
  await form.getByRole('combobox', { name: '地區' }).selectOption({ label: search.region.name });
  await form.getByRole('searchbox', { name: '關鍵字' }).fill(keyword);
  await form
    .getByRole('group', { name: search.choice.row })
    .getByText(search.choice.option, { exact: true })
    .click();
  await form.getByRole('button', { name: '搜尋' }).click();
}

/** The list the search led to: the section's own host, the search in its URL, results that match. */
async function expectListOf(page: Page, search: TabSearch, keyword: string) {
  await expect(page).toHaveURL((url) => url.origin === origin(search.section));
  const url = new URL(page.url());
  expect(url.pathname).toBe(search.listPath);
  expect(url.searchParams.get(search.region.param)).toBe(String(search.region.id));
  expect(url.searchParams.get('keyword')).toBe(keyword);
  for (const [name, value] of Object.entries(search.params)) {
    expect(url.searchParams.get(name), name).toBe(value);
  }
  const cards = page
    .getByRole('region', { name: '搜尋結果' })
    .filter({ visible: true })
    .getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain(keyword);
}

for (const search of SEARCHES) {
  test(`the ${search.tab} tab searches ${search.section}'s list, with scripts and without`, async ({
    page,
    browser,
    request,
  }) => {
    const keyword = await keywordFor(request, search);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(HOME);
    await searchFromHome(bare, search, keyword);
    await expectListOf(bare, search, keyword);
    await noScript.close();

    await page.goto(HOME);
    await waitForApp(page);
    await searchFromHome(page, search, keyword);
    await expectListOf(page, search, keyword);
    // Once scripts run, choices left at 不限 stay out of the address.
    expect([...new URL(page.url()).searchParams.values()]).not.toContain('');
  });
}

test('the region cookie preselects the search and the newest listings, whose cards open their details', async ({
  page,
  context,
  request,
}) => {
  const watch = watchPage(page);
  await context.addCookies([{ name: 'urlJumpIp', value: '3', domain: '.591.com.tw', path: '/' }]);
  await page.goto(HOME);
  await waitForApp(page);
  await expect(
    page.getByRole('search', { name: '搜尋租屋' }).getByRole('combobox', { name: '地區' }),
  ).toHaveValue('3');
  const newest = page.getByRole('region', { name: '新北市最新出租' });
  const cards = newest.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The same listings the rent list shows first for 新北市.
  const newestInRegion = await apiSearch(request, 'rent', { region: '3', pageSize: '6' });
  await expect(cards.getByRole('heading')).toHaveText(
    newestInRegion.map((item: { title: string }) => item.title),
  );
  await expect(
    page.getByRole('region', { name: '新北市最新中古屋' }).getByRole('article').first(),
  ).toBeVisible();

  const title = (await cards.first().getByRole('heading').textContent())?.trim();
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`^${origin('www')}/rent/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  expect(watch.uncaught).toEqual([]);
});

test('choosing a region is remembered, and the home page has its head and structured data', async ({
  page,
  context,
}) => {
  await page.goto(HOME);
  await waitForApp(page);
  await expect(page).toHaveTitle('591房屋交易網 - 租屋、中古屋、土地、店面、辦公、廠房');
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(data).toMatchObject({
    '@type': 'WebSite',
    url: HOME,
    potentialAction: {
      '@type': 'SearchAction',
      target: { urlTemplate: `${origin('rent')}/list?keyword={search_term_string}` },
    },
  });

  await page
    .getByRole('search', { name: '搜尋租屋' })
    .getByRole('combobox', { name: '地區' })
    .selectOption({ label: '高雄市' });
  await expect(page.getByRole('heading', { name: '高雄市最新出租' })).toBeVisible();
  const cookie = (await context.cookies()).find((item) => item.name === 'urlJumpIp');
  expect(cookie).toMatchObject({ value: '17', domain: '.591.com.tw' });
  // Another tab's search starts from the same region.
  await page.getByRole('radio', { name: '中古屋' }).check();
  await expect(
    page.getByRole('search', { name: '搜尋中古屋' }).getByRole('combobox', { name: '地區' }),
  ).toHaveValue('17');
});

test('a visitor is invited to join; the home page is keyboard- and screen-reader-clean', async ({
  page,
}) => {
  await page.goto(HOME);
  await waitForApp(page);
  const corner = page.getByRole('region', { name: '會員專區' });
  await expect(corner.getByRole('link', { name: '登入會員' })).toHaveAttribute(
    'href',
    new RegExp(`^${origin('user')}/login\\?redirect=`),
  );
  await expect(corner.getByRole('link', { name: '免費註冊' })).toBeVisible();
  // The tabs are one radio group: the arrow keys move between them and show that tab's form.
  await page.getByRole('radio', { name: '租屋' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '中古屋' })).toBeChecked();
  await expect(page.getByRole('search', { name: '搜尋中古屋' })).toBeVisible();
  await expect(page.getByRole('search', { name: '搜尋租屋' })).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: /最新出租$/ })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});
