import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { newMobile, registerFromPage, visitFromOwnAddress } from '../support/members.ts';
import { logInContext, RENTAL, registerThroughApi } from '../support/poster.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** Opens a menu of the header (a channel's 選單 or a tool menu) as a visitor does. */
async function openMenu(page: Page, name: string) {
  const toggle = page.getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Each help link a page of the site carries: where it is, its words, and the page it opens. */
const HELP_LINKS: { menu?: string; label: string; path: string; title: string }[] = [
  { label: '聯絡我們', path: '/contact', title: '聯絡我們' },
  { label: '服務條款', path: '/terms', title: '服務條款' },
  { label: '隱私權政策', path: '/privacy', title: '隱私權政策' },
  { label: '免責聲明', path: '/disclaimer', title: '免責聲明' },
  {
    menu: '幫助中心',
    label: '延長刊登期限',
    path: '/ai/extend-package',
    title: '延長刊登期限（延長方案）',
  },
  { menu: '幫助中心', label: '修改物件', path: '/ai/edit-listing', title: '修改物件' },
  { menu: '幫助中心', label: '點數快速退費', path: '/ai/refund-points', title: '點數快速退費' },
  { menu: '幫助中心', label: '超商儲值', path: '/ai/store-top-up', title: '超商儲值' },
  {
    menu: '幫助中心',
    label: '清除價格異動',
    path: '/ai/clear-price-change',
    title: '清除價格異動',
  },
  { menu: '幫助中心', label: '新手指南', path: '/guide', title: '新手指南' },
  { menu: '幫助中心', label: '建商幫助', path: '/builder', title: '建商/代銷' },
  { menu: '幫助中心', label: '仲介幫助', path: '/agency', title: '仲介' },
  { menu: '幫助中心', label: '更多幫助', path: '/', title: '幫助中心' },
  { menu: '租屋選單', label: '房客手冊', path: '/tenant-handbook', title: '租屋手冊' },
  { menu: '租屋選單', label: '租屋契約下載', path: '/rent-contract', title: '住宅租賃契約' },
];

test.describe('every help link of a page opens its own page on help.', () => {
  for (const link of HELP_LINKS) {
    test(`${link.menu ?? '頁尾'} › ${link.label}`, async ({ page }) => {
      await page.goto(`${origin('rent')}/`);
      await waitForApp(page);
      const scope = link.menu ? page.locator('header') : page.locator('footer');
      if (link.menu) await openMenu(page, link.menu);
      const response = page.waitForResponse((answer) =>
        answer.url().startsWith(`${origin('help')}${link.path}`),
      );
      await scope.getByRole('link', { name: link.label, exact: true }).click();
      expect((await response).status()).toBe(200);
      await expect(page).toHaveURL(`${origin('help')}${link.path}`);
      await expect(page).toHaveTitle(new RegExp(`^${regexText(link.title)}`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(link.title);
    });
  }
});

function regexText(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

test('the register form’s 隱私權政策 opens the policy in a tab of its own', async ({ page }) => {
  await page.goto(`${origin('user')}/register`);
  await waitForApp(page);
  const form = page.getByRole('form', { name: '免費註冊會員' });
  const [policy] = await Promise.all([
    page.waitForEvent('popup'),
    form.getByRole('link', { name: '隱私權政策' }).click(),
  ]);
  await expect(policy).toHaveURL(`${origin('help')}/privacy#member-account`);
  await expect(policy.getByRole('heading', { name: '隱私權政策', level: 1 })).toBeVisible();
  await expect(form.getByRole('link', { name: '會員服務條款' })).toHaveAttribute(
    'href',
    `${origin('help')}/terms`,
  );
});

test('a legal page is dated and each section has its own anchor', async ({ page }) => {
  await page.goto(`${origin('help')}/privacy`);
  await expect(page.getByText(/^最後更新：\d{4}-\d{2}-\d{2}$/)).toBeVisible();
  const contents = page.getByRole('navigation', { name: '本頁內容' });
  await contents.getByRole('link', { name: '刪除帳號' }).click();
  await expect(page).toHaveURL(`${origin('help')}/privacy#delete-account`);
  await expect(page.getByRole('heading', { name: '刪除帳號', level: 2 })).toBeInViewport();
});

test('searching 刊登 finds the article on posting a listing', async ({ page }) => {
  await page.goto(`${origin('help')}/`);
  await waitForApp(page);
  await page.getByRole('searchbox', { name: '搜尋幫助中心' }).fill('刊登');
  await page.getByRole('button', { name: '搜尋' }).click();
  await expect(page).toHaveURL(`${origin('help')}/search?q=%E5%88%8A%E7%99%BB`);
  await expect(page.getByRole('heading', { name: '「刊登」的搜尋結果' })).toBeVisible();
  await page.getByRole('link', { name: '刊登出租或出售物件' }).click();
  await expect(page).toHaveURL(`${origin('help')}/article/post-listing`);
  // The article leads to where the action lives.
  await expect(page.getByRole('link', { name: '刊登出租' })).toHaveAttribute(
    'href',
    `${origin('user')}/post?type=rent`,
  );
});

test('a search works before the page’s code runs, and says so when nothing matches', async ({
  page,
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${origin('help')}/`);
  await plain.getByRole('searchbox', { name: '搜尋幫助中心' }).fill('密碼');
  await plain.getByRole('button', { name: '搜尋' }).click();
  await expect(plain.getByRole('link', { name: '變更密碼' }).first()).toBeVisible();
  await noScript.close();

  await page.goto(`${origin('help')}/search?q=${encodeURIComponent('火星移民')}`);
  await expect(page.getByRole('status')).toHaveText('找不到相關的說明');
  await expect(page.getByRole('link', { name: '聯絡客服' })).toBeVisible();
});

test('a member’s message to customer service gets a reference number and waits in 我的訊息', async ({
  page,
  context,
}) => {
  await visitFromOwnAddress(context);
  const mobile = newMobile();
  await page.goto(`${origin('user')}/register`);
  await waitForApp(page);
  await registerFromPage(page, {
    mobile,
    password: 'correct horse 591',
    realname: '陳',
    sex: '先生',
  });
  await expect(page).toHaveURL(/\/center/);

  await page.goto(`${origin('help')}/contact`);
  await waitForApp(page);
  const form = page.getByRole('form', { name: '聯絡我們' });
  // The member's own number is filled in.
  await expect(form.getByLabel('手機號碼')).toHaveValue(mobile);
  await form.getByRole('button', { name: '送出' }).click();
  await expect(form.getByText('請選擇問題類型')).toBeVisible();
  await expect(form.getByLabel('問題類型')).toBeFocused();

  await form.getByLabel('問題類型').selectOption({ label: '帳號與登入' });
  await form.getByLabel('問題說明').fill('手機換號碼了，想知道怎麼更新會員資料。');
  await form.getByRole('button', { name: '送出' }).click();
  const sent = page.getByTestId('contact-sent');
  await expect(sent).toContainText(/編號 CS\d{8}-\d{6}/);
  const reference = /CS\d{8}-\d{6}/.exec((await sent.textContent()) ?? '')![0];

  await sent.getByRole('link', { name: '會員中心的我的訊息' }).click();
  const message = page.getByTestId('contact-message');
  await expect(message).toContainText(reference);
  await expect(message).toContainText('手機換號碼了，想知道怎麼更新會員資料。');
  await expect(message).toContainText('客服處理中');
});

test('help pages have no serious accessibility violation', async ({ page }) => {
  for (const path of ['/', '/guide', '/article/post-listing', '/privacy', '/contact', '/chat']) {
    await page.goto(`${origin('help')}${path}`);
    await waitForApp(page);
    await expectNoSeriousViolations(page);
  }
});

test('a member deletes their account: logged out, their listing a 410, no way back in', async ({
  page,
  context,
  playwright,
}) => {
  const request = await playwright.request.newContext();
  const member = await registerThroughApi(request, { realname: '周' });
  const draft = await member.call('post', '/v1/user/drafts', { section: 'rent', type: 1 });
  await member.call('put', `/v1/user/drafts/${draft.id}`, RENTAL);
  const { id: listingId } = await member.call('post', `/v1/user/drafts/${draft.id}/publish`);
  await request.dispose();
  await logInContext(context, member);

  await page.goto(`${origin('user')}/center/settings`);
  await waitForApp(page);
  const form = page.getByRole('form', { name: '刪除帳號' });
  await expect(page.getByRole('region', { name: '刪除帳號' })).toContainText(
    '刊登中的物件全部下架',
  );
  await form.getByLabel('輸入密碼以確認').fill('not the password');
  await form.getByRole('button', { name: '永久刪除帳號' }).click();
  await expect(form.getByText('密碼不正確，帳號沒有刪除')).toBeVisible();

  await form.getByLabel('輸入密碼以確認').fill(member.password);
  await form.getByRole('button', { name: '永久刪除帳號' }).click();
  await expect(page).toHaveURL(`${origin('www')}/`);
  await expect(page.getByRole('link', { name: '登入' }).first()).toBeVisible();

  const gone = await page.goto(`${origin('rent')}/${listingId}`);
  expect(gone?.status()).toBe(410);

  await page.goto(`${origin('user')}/login`);
  await waitForApp(page);
  await page.getByLabel('手機號碼').fill(member.mobile);
  await page.getByLabel('密碼').fill(member.password);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(`${origin('user')}/login`);
});

test('the model lease prints from its page and downloads as a PDF that reads as the page', async ({
  page,
}) => {
  await page.goto(`${origin('help')}/rent-contract`);
  await waitForApp(page);
  await expect(page.getByRole('button', { name: '列印本頁' })).toBeVisible();
  const link = page.getByRole('link', { name: '下載 PDF' });
  await expect(link).toHaveAttribute('href', '/rent-contract.pdf');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.url()).toBe(`${origin('help')}/rent-contract.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(file) }).promise;
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1)),
  );
  const texts = await Promise.all(pages.map((one) => one.getTextContent()));
  const text = texts
    .flatMap((content) => content.items.map((item) => ('str' in item ? item.str : '')))
    .join('');
  expect(pdf.numPages).toBeGreaterThan(1);
  expect(text).toContain('住宅租賃契約書範本');
  expect(text).toContain('第一條');
  expect(text).toContain('押金約定及返還');
  expect(text).toContain('資料來源：https://www.ey.gov.tw/');
});
