import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { registerFromThisPage } from '../support/detail-page.ts';
import { countReactRenderers } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** What each page shows of the visitor in its own content, beside the header. */
const PAGE_SIGNS: Record<
  string,
  { visitor: (page: Page) => Promise<void>; member: (page: Page) => Promise<void> }
> = {
  rent: {
    visitor: (page) =>
      expect(page.getByTestId('member-greeting')).toHaveText('登入會員，收藏物件與追蹤降價'),
    member: (page) => expect(page.getByTestId('member-greeting')).toHaveText('王先生，歡迎回來'),
  },
  www: {
    visitor: (page) =>
      expect(page.getByRole('region', { name: '會員專區' }).getByRole('heading')).toHaveText(
        '加入會員，好房不漏接',
      ),
    member: (page) =>
      expect(page.getByRole('region', { name: '會員專區' }).getByRole('heading')).toHaveText(
        '收藏降價',
      ),
  },
};

for (const [host, signs] of Object.entries(PAGE_SIGNS)) {
  test(`${host}: one React and one identity store for the page and the header`, async ({
    page,
  }) => {
    const renderers = await countReactRenderers(page);
    await page.goto(`${origin(host)}/`);
    await waitForApp(page);
    await expect(page.getByTestId('header-user')).toHaveCount(0);
    await signs.visitor(page);

    // A member logs in from another tab; when this page is shown again it asks who is logged
    // in, through the page's identity store: the header only follows if it uses the same one.
    await registerFromThisPage(page, { realname: '王小明', sex: 1 });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    // ...and both the header and the page see it.
    await expect(page.getByTestId('header-user')).toHaveText('王先生');
    await signs.member(page);
    expect(await renderers()).toBe(1);
  });
}
