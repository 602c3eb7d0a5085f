import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { fetchPage } from '../support/http.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

test('新聞 in the header lists the newest articles; a data story tells the deals and names their source', async ({
  page,
}) => {
  await page.goto(`${origin('www')}/`);
  await waitForApp(page);
  // The home page shows the three newest, and 新聞 in the header opens the channel.
  await expect(page.getByTestId('home-news').getByRole('listitem')).toHaveCount(3);
  await page
    .getByRole('navigation', { name: '主要頻道' })
    .getByRole('link', { name: '新聞', exact: true })
    .click();
  await expect(page).toHaveURL(`${origin('news')}/`);
  await expect(page.getByRole('heading', { name: '591新聞', level: 1 })).toBeVisible();
  await expect(page.locator('header [aria-current="page"]')).toHaveText('新聞');
  await expectNoSeriousViolations(page);

  // Taipei's data stories: computed from the government's deals, and saying so.
  const story = page
    .getByTestId('news-item')
    .filter({ hasText: /台北市20\d\d年\d{1,2}月實價登錄/ });
  const title = (await story.first().getByRole('heading', { level: 2 }).textContent())!;
  await story.first().getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const body = page.getByTestId('article-body');
  await expect(body.locator('table')).toBeVisible();
  await expect(body).toContainText('內政部不動產交易實價查詢服務網');
  await expect(body.getByRole('link', { name: '台北市實價登錄' })).toHaveAttribute(
    'href',
    `${origin('market')}/price?regionid=1`,
  );
  // Homes for sale in its city, each opening its own sale page.
  await expect(page.getByRole('heading', { name: '台北市最新出售物件' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Its server HTML, as a crawler reads it, describes it as a NewsArticle.
  const { html } = await fetchPage(page.request, page.url());
  expect(html).toContain('"@type":"NewsArticle"');
});

test('a category and a city narrow the list; an unknown article is the 404 page', async ({
  page,
}) => {
  await page.goto(`${origin('news')}/`);
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: '新聞分類' })
    .getByRole('link', { name: '租屋' })
    .click();
  await expect(page).toHaveURL(`${origin('news')}/?category=rent`);
  await expect(page.getByRole('heading', { name: '租屋', level: 1 })).toBeVisible();
  await expect(page.getByTestId('news-item')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'RSS 訂閱：租屋' })).toHaveAttribute(
    'href',
    `${origin('api')}/v1/news/feed.xml?category=rent`,
  );

  await page.goto(`${origin('news')}/list/1`);
  await expect(page.getByRole('heading', { name: '台北市新聞', level: 1 })).toBeVisible();
  await expect(page.getByTestId('news-item').first()).toContainText('台北市');

  const missing = await fetchPage(page.request, `${origin('news')}/news/999999`);
  expect(missing.status).toBe(404);
});
