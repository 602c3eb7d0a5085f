import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { fetchPage } from '../support/http.ts';
import { visitFromOwnAddress } from '../support/members.ts';
import { logInContext, registerThroughApi } from '../support/poster.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

// The editor's test publishes into 租屋, whose articles another test counts: one at a time.
test.describe.configure({ mode: 'default' });

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

/** The seeded news editor's development account (SEED_EDITOR_PASSWORD in the e2e API's env). */
const EDITOR = { mobile: '0985000001', password: 'editor-demo-591' };

test('an editor publishes an article and it appears first in its category; unpublished, it is gone', async ({
  page,
}) => {
  test.slow();
  await visitFromOwnAddress(page.context());
  await page.goto(`${origin('user')}/login`);
  await waitForApp(page);
  await page.getByLabel('手機號碼').fill(EDITOR.mobile);
  await page.getByLabel('密碼').fill(EDITOR.password);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`${origin('user')}/center/news`);
  await waitForApp(page);
  await expect(
    page.getByRole('navigation', { name: '會員中心選單' }).getByRole('link', { name: '新聞管理' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '新增文章' }).click();
  const form = page.getByTestId('article-form');
  const title = `租屋補貼新制上路 ${Date.now().toString(36)}`;
  await form.getByLabel('標題').fill(title);
  // A field left empty is refused where it is, and nothing typed is lost.
  await form.getByRole('button', { name: '儲存草稿' }).click();
  await expect(form.getByLabel('摘要')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('請填寫摘要');
  await expect(form.getByLabel('標題')).toHaveValue(title);

  await form.getByLabel('摘要').fill('單身青年也能申請租金補貼，申請方式一次看懂。');
  await form.getByLabel('分類').selectOption({ label: '租屋' });
  await form.getByRole('checkbox', { name: '台北市' }).check();
  await form.getByLabel('內文').fill('## 申請方式\n\n年滿 18 歲、在台**無自有住宅**即可線上申請。');
  await form.getByRole('button', { name: '預覽' }).click();
  const preview = form.getByTestId('article-preview');
  await expect(preview.getByRole('heading', { name: '申請方式' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('無自有住宅');

  await form.getByRole('button', { name: '發布', exact: true }).click();
  await expect(form.getByRole('status')).toContainText('已發布');
  const articleUrl = (await form.getByRole('link', { name: '看文章' }).getAttribute('href'))!;

  // The channel's 租屋 list has it first, and its page is up.
  await page.goto(`${origin('news')}/?category=rent`);
  await expect(page.getByTestId('news-item').first()).toContainText(title);
  expect((await fetchPage(page.request, articleUrl)).status).toBe(200);

  // Unpublished, it is a draft again: out of the list, and its page is the 404 page.
  await page.goto(`${origin('user')}/center/news`);
  await waitForApp(page);
  await page
    .getByTestId('editor-article')
    .filter({ hasText: title })
    .getByRole('button', { name: /^編輯/ })
    .click();
  await form.getByRole('button', { name: '取消發布' }).click();
  await expect(form.getByRole('status')).toContainText('已取消發布');
  await page.goto(`${origin('news')}/?category=rent`);
  await expect(page.getByRole('heading', { name: '租屋', level: 1 })).toBeVisible();
  await expect(page.getByTestId('news-item').filter({ hasText: title })).toHaveCount(0);
  expect((await fetchPage(page.request, articleUrl)).status).toBe(404);
});

test('新聞管理 sends a visitor to log in and tells a member who is not an editor', async ({
  context,
  page,
  request,
}) => {
  await page.goto(`${origin('user')}/center/news`);
  await expect(page).toHaveURL(/\/login/);

  await logInContext(context, await registerThroughApi(request));
  await page.goto(`${origin('user')}/center/news`);
  await waitForApp(page);
  await expect(page.locator('.center__panel').getByRole('alert')).toContainText(
    '只有編輯可以管理新聞',
  );
  await expect(
    page.getByRole('navigation', { name: '會員中心選單' }).getByRole('link', { name: '新聞管理' }),
  ).toHaveCount(0);
});
