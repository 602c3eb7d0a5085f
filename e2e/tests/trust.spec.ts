import { randomInt } from 'node:crypto';
import { memberPageUrl } from '@591/config';
import { waitForApp } from '../support/app-ready.ts';
import { newMobile, registerFromPage, visitFromOwnAddress } from '../support/members.ts';
import { codeSentTo, logInContext, registerThroughApi } from '../support/poster.ts';
import { origin } from '../support/site.ts';
import { codeFromOutbox } from '../support/sms-outbox.ts';
import { expect, test } from '../support/test.ts';

/*
 * Who people say they are: a mobile shown to be theirs at registration, a password that can be
 * reset by it, and a number strangers cannot lock its owner out of.
 */

test.beforeEach(({ context }) => visitFromOwnAddress(context));

test('a visitor registers with the code texted to the mobile, and a wrong code is refused at its field', async ({
  page,
}) => {
  const mobile = newMobile();
  await page.goto(`${origin('user')}/register`);
  await waitForApp(page);
  await page.getByLabel('手機號碼').fill(mobile);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(page.getByRole('status').filter({ hasText: '驗證碼已傳送' })).toBeVisible();
  await expect(page.getByRole('button', { name: /秒後可重送$/ })).toBeDisabled();
  const code = await codeFromOutbox(page, mobile);
  const codeField = page.getByLabel('簡訊驗證碼');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('密碼', { exact: true }).fill('lantern harbour 42');
  await page.getByLabel('姓名').fill('簡');
  await page.getByRole('radio', { name: '小姐' }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '註冊' }).click();
  await expect(codeField).toHaveAccessibleDescription('驗證碼不正確');
  await expect(codeField).toBeFocused();
  await codeField.fill(code);
  await page.getByRole('button', { name: '註冊' }).click();
  await expect(page).toHaveURL(`${origin('user')}/center`);
  await expect(page.getByTestId('header-user')).toHaveText('簡小姐');
});

test('忘記密碼 from the log-in page: a code, a new password, logged in here and out everywhere else', async ({
  page,
  browser,
  request,
}) => {
  const member = await registerThroughApi(request, { realname: '忘' });
  // Another device where the member is logged in.
  const elsewhere = await browser.newContext();
  await logInContext(elsewhere, member);
  const other = await elsewhere.newPage();
  await other.goto(`${origin('user')}/center`);
  await expect(other.getByRole('heading', { name: '會員中心' })).toBeVisible();

  const listing = `${origin('www')}/`;
  await page.goto(memberPageUrl('login', listing, origin('user')));
  await waitForApp(page);
  await page.getByRole('link', { name: '忘記密碼？' }).click();
  await expect(page.getByRole('heading', { name: '忘記密碼', level: 1 })).toBeVisible();
  await waitForApp(page);
  await page.getByLabel('手機號碼').fill(member.mobile);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(page.getByRole('status').filter({ hasText: '驗證碼已傳送' })).toBeVisible();
  await page.getByLabel('簡訊驗證碼').fill(await codeFromOutbox(page, member.mobile));
  await page.getByLabel('新密碼').fill('a fresh harbour 7');
  await page.getByRole('button', { name: '設定新密碼並登入' }).click();
  await expect(page).toHaveURL(listing);
  await expect(page.getByTestId('header-user')).toHaveText('忘先生');

  // The other device is logged out, and the old password no longer opens the account.
  await other.goto(`${origin('user')}/center`);
  await expect(other).toHaveURL(/\/login\?/);
  await waitForApp(other);
  await other.getByLabel('手機號碼').fill(member.mobile);
  await other.getByLabel('密碼').fill(member.password);
  await other.getByRole('button', { name: '登入' }).click();
  await expect(other.getByRole('alert')).toHaveText('手機號碼或密碼錯誤');
  await other.getByLabel('密碼').fill('a fresh harbour 7');
  await other.getByRole('button', { name: '登入' }).click();
  await expect(other).toHaveURL(`${origin('user')}/center`);
  await elsewhere.close();
});

test('five wrong passwords from five other addresses: the owner still logs in, with a code', async ({
  page,
  request,
}) => {
  const owner = await registerThroughApi(request, { realname: '守' });
  const api = new URL(origin('api'));
  for (let guess = 0; guess < 5; guess += 1) {
    const stranger = await request.post(`http://127.0.0.1:${api.port}/v1/user/login`, {
      headers: {
        host: api.host,
        origin: origin('www'),
        'x-forwarded-for': `203.0.113.${randomInt(1, 255)}`,
      },
      data: { mobile: owner.mobile, password: `a stranger's guess ${guess}` },
    });
    expect(stranger.status()).toBe(401);
  }

  await page.goto(`${origin('user')}/login`);
  await waitForApp(page);
  await page.getByLabel('手機號碼').fill(owner.mobile);
  await page.getByLabel('密碼').fill(owner.password);
  await page.getByRole('button', { name: '登入' }).click();
  // Not locked out: asked for a code, which only the owner's phone receives.
  const codeField = page.getByLabel('簡訊驗證碼');
  await expect(codeField).toHaveAccessibleDescription(/此帳號近期多次登入失敗/);
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(page.getByRole('status').filter({ hasText: '驗證碼已傳送' })).toBeVisible();
  await codeField.fill(await codeSentTo(request, owner.mobile));
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(`${origin('user')}/center`);
  await expect(page.getByTestId('header-user')).toHaveText('守先生');
});
