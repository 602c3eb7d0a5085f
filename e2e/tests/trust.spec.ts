import { randomInt } from 'node:crypto';
import { memberPageUrl } from '@591/config';
import { waitForApp } from '../support/app-ready.ts';
import { newMobile, visitFromOwnAddress } from '../support/members.ts';
import { logInAsModerator } from '../support/moderator.ts';
import { codeSentTo, logInContext, RENTAL, registerThroughApi } from '../support/poster.ts';
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

test('a broker is offered no 屋主委託 until the moderator approves the application', async ({
  page,
  browser,
  request,
}) => {
  // A member who posts a rental in 台北市中正區 as 仲介, with any licence text they like.
  const broker = await registerThroughApi(request, { realname: '謝' });
  const draft = await broker.call('post', '/v1/user/drafts', { section: 'rent', type: 1 });
  await broker.call('put', `/v1/user/drafts/${draft.id}`, {
    ...RENTAL,
    posterRole: 'broker',
    brokerLicence: '隨便寫的證號123',
  });
  await broker.call('post', `/v1/user/drafts/${draft.id}/publish`);
  const owner = await registerThroughApi(request, { realname: '陳', sex: 2 });
  const entrust = (address: string) =>
    owner.call('post', '/v1/user/entrusts', {
      purpose: 'sale',
      regionId: String(RENTAL.regionId),
      districtId: String(RENTAL.districtId),
      address,
      homeType: 'tower',
      area: '30',
      rooms: '2',
      price: '1,980',
      name: '陳小姐',
      mobile: owner.mobile,
      note: '',
    });
  await entrust('中山南路5號3樓');

  await logInContext(page.context(), broker);
  await page.goto(`${origin('user')}/center/entrusts`);
  await expect(page.getByText(/目前沒有委託/)).toBeVisible();
  await waitForApp(page);
  await page.getByRole('link', { name: '專業認證' }).first().click();
  await expect(page.getByRole('heading', { name: '申請專業認證' })).toBeVisible();
  const company = `安心房屋${randomInt(10_000)}`;
  await page.getByLabel('經紀人證書字號').fill('（112）北市經證字第05678號');
  await page.getByLabel('所屬經紀業（公司名稱）').fill(company);
  const taxId = page.getByLabel('公司統一編號');
  await taxId.fill('12345678');
  await page.getByRole('button', { name: '送出認證申請' }).click();
  await expect(taxId).toHaveAccessibleDescription(/請輸入正確的公司統一編號/);
  await expect(taxId).toBeFocused();
  await taxId.fill('04595257');
  await page.getByRole('button', { name: '送出認證申請' }).click();
  await expect(page.getByTestId('professional-status')).toHaveText('審核中');

  const moderator = await logInAsModerator(browser);
  await moderator.getByRole('link', { name: '認證審核' }).click();
  const application = moderator.getByTestId('queued-professional').filter({ hasText: company });
  await expect(application).toContainText('(112)北市經證字第05678號');
  await application.getByLabel('審核原因（會留存於紀錄）').fill('證書與公司登記相符');
  await application.getByRole('button', { name: '通過認證' }).click();
  await expect(moderator.getByRole('status').filter({ hasText: '已通過認證' })).toBeVisible();
  await moderator.context().close();

  await page.reload();
  await expect(page.getByTestId('professional-status')).toHaveText('已認證');
  await entrust('中山南路7號9樓');
  await page.goto(`${origin('user')}/center/entrusts`);
  const offers = page.getByTestId('entrust-offer');
  await expect(offers).toHaveCount(1);
  await expect(offers).toContainText('台北市中正區中山南路');
  await waitForApp(page);
  await offers.getByRole('button', { name: '接受委託' }).click();
  await expect(offers.getByTestId('entrust-owner')).toContainText(owner.mobile);
  await expect(offers).toContainText('中山南路7號9樓');
});
