import { waitForApp } from '../support/app-ready.ts';
import { fetchPage } from '../support/http.ts';
import { appStarted, delayScripts } from '../support/late-scripts.ts';
import { newMobile, visitFromOwnAddress } from '../support/members.ts';
import { origin } from '../support/site.ts';
import { codeFromOutbox } from '../support/sms-outbox.ts';
import { expect, test } from '../support/test.ts';

// A visitor acts as soon as the page shows, before its scripts have arrived: nothing they
// type or choose then may be lost.

test.beforeEach(({ context }) => visitFromOwnAddress(context));

test('a mobile number typed into the register form before its code ran is sent', async ({
  page,
}) => {
  await delayScripts(page);
  await page.goto(`${origin('user')}/register`, { waitUntil: 'commit' });
  const mobile = newMobile();
  await page.getByLabel('手機號碼').fill(mobile);
  expect(await appStarted(page)).toBe(false);

  await waitForApp(page);
  await expect(page.getByLabel('手機號碼')).toHaveValue(mobile);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(page.getByRole('status').filter({ hasText: '驗證碼已傳送' })).toBeVisible();
  await page.getByLabel('簡訊驗證碼').fill(await codeFromOutbox(page, mobile));
  await page.getByLabel('密碼', { exact: true }).fill('lantern harbour 42');
  await page.getByLabel('姓名').fill('早');
  await page.getByRole('radio', { name: '小姐' }).check();
  await page.getByRole('checkbox').check();
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/v1/user/register') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: '註冊' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ mobile, realname: '早', sex: 2 });
  await expect(page).toHaveURL(`${origin('user')}/center`);
  await expect(page.getByTestId('header-user')).toHaveText('早小姐');
});

test('a log-in sent before its code ran waits for it, and never puts the password in the address', async ({
  page,
}) => {
  await delayScripts(page);
  await page.goto(`${origin('user')}/login`, { waitUntil: 'commit' });
  await page.getByLabel('手機號碼').fill(newMobile());
  await page.getByLabel('密碼').fill('lantern harbour 42');
  await expect(page.getByRole('button', { name: '登入' })).toBeDisabled();
  await page.getByLabel('密碼').press('Enter');
  expect(await appStarted(page)).toBe(false);
  expect(page.url()).toBe(`${origin('user')}/login`);

  await waitForApp(page);
  await expect(page.getByLabel('密碼')).toHaveValue('lantern harbour 42');
  await page.getByRole('button', { name: '登入' }).click();
  // An unknown member: the API's words, and still no password in the address.
  await expect(page.getByRole('alert')).toContainText('手機號碼或密碼錯誤');
  expect(page.url()).toBe(`${origin('user')}/login`);
});

test('a keyword typed into a list’s search box before its code ran is searched', async ({
  page,
}) => {
  await delayScripts(page);
  await page.goto(`${origin('land')}/list?type=2&region=1&kind=11&zone=4`, {
    waitUntil: 'commit',
  });
  const keyword = page
    .getByRole('navigation', { name: '篩選條件' })
    .filter({ visible: true })
    .getByRole('searchbox', { name: '關鍵字' });
  await keyword.fill('復');
  expect(await appStarted(page)).toBe(false);

  await waitForApp(page);
  await keyword.press('End');
  await keyword.pressSequentially('興');
  await keyword.press('Enter');
  await expect(page).toHaveURL(/zone=4.*keyword=%E5%BE%A9%E8%88%88/);
  await expect(page.getByTestId('search-summary').filter({ visible: true })).toHaveText(
    '台北市 土地出售 商業區 「復興」',
  );
});

test('a filter chosen on the rent list while its scripts load is the one shown', async ({
  page,
}) => {
  await delayScripts(page);
  await page.goto(`${origin('rent')}/list?region=1`, { waitUntil: 'commit' });
  const filters = page.getByRole('navigation', { name: '篩選條件' }).filter({ visible: true });
  await filters.getByRole('link', { name: '獨立套房' }).click();
  await expect(page).toHaveURL(`${origin('rent')}/list?region=1&kind=2`);
  await waitForApp(page);
  await expect(filters.getByRole('link', { name: /^獨立套房\s*（已選）$/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page).toHaveURL(`${origin('rent')}/list?region=1&kind=2`);
});

test('the log-in and register links in the server’s header bring the visitor back', async ({
  request,
}) => {
  const list = `${origin('rent')}/list?region=3&kind=2`;
  const { html } = await fetchPage(request, list);
  const back = encodeURIComponent(list);
  expect(html).toContain(`href="${origin('user')}/login?redirect=${back}"`);
  expect(html).toContain(`href="${origin('user')}/register?redirect=${back}"`);
});

test('房貸試算 figures typed before its code ran are answered and kept in the address', async ({
  page,
}) => {
  await delayScripts(page);
  await page.goto(`${origin('mortgage')}/calculator`, { waitUntil: 'commit' });
  await page.getByLabel('房屋總價（萬）').fill('1250');
  await page.getByLabel('貸款成數（%）').fill('80');
  await page.getByLabel('貸款利率（年利率 %）').fill('2');
  expect(await appStarted(page)).toBe(false);

  await waitForApp(page);
  await expect(page.getByTestId('monthly')).toHaveText('每月應繳36,962 元');
  await expect(page).toHaveURL(/price=1250&ratio=80&years=30&rate=2/);
});
