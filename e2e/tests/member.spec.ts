import { memberPageUrl } from '@591/config';
import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { fetchPage } from '../support/http.ts';
import { seededListing } from '../support/listings.ts';
import { newMobile, registerFromPage, visitFromOwnAddress } from '../support/members.ts';
import { logInContext, registerThroughApi } from '../support/poster.ts';
import { origin } from '../support/site.ts';
import { codeFromOutbox } from '../support/sms-outbox.ts';
import { expect, test } from '../support/test.ts';

const PASSWORD = 'lantern harbour 42';
const NEW_PASSWORD = 'quiet orchard 7731';

test.beforeEach(({ context }) => visitFromOwnAddress(context));

const headerUser = (page: Page) => page.getByTestId('header-user');
const login = (page: Page) => page.getByRole('link', { name: '登入', exact: true });

async function logInFromPage(page: Page, mobile: string, password: string) {
  await page.getByLabel('手機號碼').fill(mobile);
  await page.getByLabel('密碼').fill(password);
  await page.getByRole('button', { name: '登入' }).click();
}

test('a visitor registers from a listing, comes back to it, saves it, and manages the account', async ({
  page,
  request,
}) => {
  // A member's first hour, from a listing through log-in, the centre and back: many pages,
  // each a real load.
  test.slow();
  const listing = await seededListing(request, 'rent');
  const detail = `${origin('rent')}/${listing.id}`;
  await page.goto(detail);
  await waitForApp(page);

  // 登入後收藏 leads to log in, and on to register, carrying the listing all the way.
  await page.getByTestId('price-box').getByRole('link', { name: '登入後收藏' }).click();
  await expect(page).toHaveURL(memberPageUrl('login', detail, origin('user')));
  await waitForApp(page);
  await page.getByRole('link', { name: '免費註冊' }).click();
  await expect(page).toHaveURL(memberPageUrl('register', detail, origin('user')));
  await waitForApp(page);

  const mobile = newMobile();
  await registerFromPage(page, { mobile, password: PASSWORD, realname: '王大明', sex: '先生' });
  await expect(page).toHaveURL(detail);
  await waitForApp(page);
  await expect(headerUser(page)).toHaveText('王先生');

  // Saved from the listing, it is in 我的收藏 with its price and link, and can be removed.
  const box = page.getByTestId('price-box').filter({ visible: true });
  const saved = page.waitForResponse((response) => response.url().endsWith('/collectWare'));
  await box.getByRole('button', { name: '收藏' }).click();
  await expect(box.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);

  for (const host of ['www', 'land'] as const) {
    await page.goto(`${origin(host)}/`);
    await waitForApp(page);
    await expect(headerUser(page)).toHaveText('王先生');
  }

  await headerUser(page).click();
  await page.getByRole('link', { name: '會員中心' }).click();
  await expect(page).toHaveURL(`${origin('user')}/center`);
  const favourites = page.getByTestId('favourite-item');
  await expect(favourites).toHaveCount(1);
  await expect(favourites.getByRole('link', { name: listing.title })).toHaveAttribute(
    'href',
    detail,
  );
  await expect(favourites.locator('.center-item__price')).not.toBeEmpty();
  // The centre arrives with the member's records in the server's HTML, for them alone.
  const cookies = await page.context().cookies(origin('user'));
  const served = await fetchPage(page.request, `${origin('user')}/center`, 'text/html', {
    cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
  });
  expect(served.status).toBe(200);
  expect(served.headers['cache-control']).toBe('private, no-store');
  expect(served.html).toContain(`移除收藏：${listing.title}`);
  await favourites.getByRole('button', { name: `移除收藏：${listing.title}` }).click();
  await expect(favourites).toHaveCount(0);
  await expect(page.getByText('還沒有收藏的物件')).toBeVisible();
  await page.reload();
  await expect(page.getByText('還沒有收藏的物件')).toBeVisible();

  // A new password: the old one no longer logs in, the new one does.
  await page
    .getByRole('navigation', { name: '會員中心選單' })
    .getByRole('link', { name: '帳號設定' })
    .click();
  await page.getByLabel('目前的密碼').fill(PASSWORD);
  await page.getByLabel('新密碼').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '變更密碼' }).click();
  await expect(page.getByRole('status').filter({ hasText: '密碼已變更' })).toBeVisible();

  await headerUser(page).click();
  await page.getByRole('button', { name: '登出', exact: true }).click();
  await expect(page).toHaveURL(`${origin('www')}/`);
  await waitForApp(page);
  await expect(login(page)).toBeVisible();

  await page.goto(memberPageUrl('login', detail, origin('user')));
  await waitForApp(page);
  await logInFromPage(page, mobile, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('手機號碼或密碼錯誤');
  await page.getByLabel('密碼').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(detail);
  await waitForApp(page);
  await expect(headerUser(page)).toHaveText('王先生');

  // Logging out on user. logs the member out on rent. too, back on the listing.
  await headerUser(page).click();
  await page.getByRole('button', { name: '登出', exact: true }).click();
  await expect(page).toHaveURL(detail);
  await waitForApp(page);
  await expect(login(page)).toBeVisible();
  await expect(headerUser(page)).toHaveCount(0);
});

test('a listing saved with a tap just before the member leaves its page stays saved', async ({
  page,
  context,
  request,
}) => {
  const member = await registerThroughApi(request, { realname: '范' });
  await logInContext(context, member);
  const listing = await seededListing(request, 'rent');
  await page.goto(`${origin('rent')}/${listing.id}`);
  await waitForApp(page);
  // A slow mobile connection: the save is still on its way when the member leaves the page
  // (without keepalive the browser dropped it, once in eight runs here).
  const network = await context.newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const box = page.getByTestId('price-box').filter({ visible: true });
  await box.getByRole('button', { name: '收藏' }).click();
  await expect(box.getByRole('button', { name: '已收藏' })).toBeVisible();
  await page.goto('about:blank');
  await expect
    .poll(async () => (await member.call('get', `/api/collect/status?ids=${listing.id}`)).collected)
    .toEqual([listing.id]);
});

test('register shows the API’s words at each field and keeps what was typed', async ({ page }) => {
  await page.goto(`${origin('user')}/register`);
  await waitForApp(page);
  await registerFromPage(
    page,
    { mobile: '0912-34', password: 'short', realname: '陳美麗', sex: '小姐' },
    { withCode: false },
  );
  const mobile = page.getByLabel('手機號碼');
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAccessibleDescription(/請輸入正確的手機號碼/);
  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveValue('0912-34');
  await expect(page.getByLabel('姓名')).toHaveValue('陳美麗');

  await mobile.fill(newMobile());
  await page.getByRole('button', { name: '註冊' }).click();
  const password = page.getByLabel('密碼', { exact: true });
  await expect(password).toHaveAccessibleDescription(/密碼至少需要 8 個字元/);
  await password.fill('password123');
  await page.getByRole('button', { name: '註冊' }).click();
  await expect(password).toHaveAccessibleDescription(/密碼太常見/);
  await expect(page).toHaveURL(`${origin('user')}/register`);
});

test('the terms must be accepted before registering', async ({ page }) => {
  await page.goto(`${origin('user')}/register`);
  await waitForApp(page);
  await registerFromPage(
    page,
    { mobile: newMobile(), password: PASSWORD, realname: '李', sex: '先生' },
    { acceptTerms: false, withCode: false },
  );
  const terms = page.getByRole('checkbox');
  await expect(terms).toHaveAccessibleDescription(/請先閱讀並同意/);
  await expect(terms).toBeFocused();
});

test('after log-in only the site’s own pages are returned to; anything else goes to the centre', async ({
  page,
}) => {
  const mobile = newMobile();
  await page.goto(memberPageUrl('register', 'https://evil.example/phish', origin('user')));
  await waitForApp(page);
  await registerFromPage(page, { mobile, password: PASSWORD, realname: '周', sex: '小姐' });
  await expect(page).toHaveURL(`${origin('user')}/center`);
  await expect(page.getByRole('heading', { name: '會員中心' })).toBeVisible();
  await expect(headerUser(page)).toHaveText('周小姐');
});

test('a visitor opening the member centre logs in first and comes back to it', async ({ page }) => {
  const mobile = newMobile();
  const messages = `${origin('user')}/center/messages`;
  // The server sends a visitor to log in before any code runs.
  const served = await fetchPage(page.request, messages);
  expect(served.status).toBe(302);
  expect(served.headers.location).toBe(memberPageUrl('login', messages, origin('user')));
  await page.goto(messages);
  await expect(page).toHaveURL(memberPageUrl('login', messages, origin('user')));
  await waitForApp(page);
  await page.getByRole('link', { name: '免費註冊' }).click();
  await waitForApp(page);
  await registerFromPage(page, { mobile, password: PASSWORD, realname: '吳', sex: '先生' });
  await expect(page).toHaveURL(messages);
  await expect(page.getByText('還沒有留言紀錄')).toBeVisible();
});

test('a message a member sends about a listing opens a conversation in 我的訊息', async ({
  page,
  context,
  request,
}) => {
  const listing = await seededListing(request, 'sale');
  // A member of its own: 我的訊息 must start empty.
  const member = await registerThroughApi(request);
  await logInContext(context, member);

  await page.goto(`${origin('sale')}/${listing.id}`);
  await waitForApp(page);
  const form = page.getByRole('form', { name: '留言給刊登者' }).filter({ visible: true });
  // A member's name and number are filled in.
  await expect(form.getByLabel('手機號碼')).toHaveValue(member.mobile);
  await form.getByLabel('留言內容').fill('請問週末可以看屋嗎？');
  await form.getByRole('button', { name: '送出留言' }).click();
  await expect(page.getByTestId('message-sent').filter({ visible: true })).toBeVisible();

  await page.goto(`${origin('user')}/center/messages`);
  const sent = page.getByTestId('conversation');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('我：請問週末可以看屋嗎？');
  await sent.getByRole('link', { name: listing.title }).click();
  await expect(page).toHaveURL(/\/center\/conversations\/\d+$/);
  await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();
  await expect(page.getByTestId('conversation-message')).toHaveText([/請問週末可以看屋嗎？/]);
});

test('log out of other devices ends the other browser’s session only', async ({
  page,
  browser,
}) => {
  const mobile = newMobile();
  await page.goto(`${origin('user')}/register`);
  await waitForApp(page);
  await registerFromPage(page, { mobile, password: PASSWORD, realname: '許', sex: '先生' });
  await expect(page).toHaveURL(`${origin('user')}/center`);

  const other = await browser.newContext();
  await visitFromOwnAddress(other);
  const phone = await other.newPage();
  await phone.goto(`${origin('user')}/login`);
  await waitForApp(phone);
  await logInFromPage(phone, mobile, PASSWORD);
  await expect(phone).toHaveURL(`${origin('user')}/center`);

  await page.goto(`${origin('user')}/center/settings`);
  const devices = page.getByRole('region', { name: '登入中的裝置' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('（這個裝置）')).toHaveCount(1);
  await devices.getByRole('button', { name: '登出其他裝置' }).click();
  await expect(devices.getByRole('status')).toHaveText('已登出其他 1 個裝置');
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  await phone.reload();
  await expect(phone).toHaveURL(/\/login\?redirect=/);
  await page.reload();
  await expect(page.getByRole('heading', { name: '帳號設定' })).toBeVisible();
  await other.close();
});

test('register and log in work from the keyboard alone', async ({ page }) => {
  const mobile = newMobile();
  await page.goto(`${origin('user')}/register`);
  await waitForApp(page);
  await page.getByLabel('手機號碼').focus();
  await page.keyboard.type(mobile);
  // Hints are text, not stops: each Tab goes to the next field. The code is asked for from the
  // keyboard, and the focus stays on the button while the resend waits.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('簡訊驗證碼')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '發送驗證碼' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '驗證碼已傳送' })).toBeVisible();
  await expect(page.getByRole('button', { name: /秒後可重送$/ })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('簡訊驗證碼')).toBeFocused();
  await page.keyboard.type(await codeFromOutbox(page, mobile));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('密碼', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('姓名')).toBeFocused();
  await page.keyboard.type('鄭');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '小姐' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  // The terms and the policy the box agrees to can be read from the keyboard too.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '會員服務條款' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '註冊' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin('user')}/center`);
  await expect(headerUser(page)).toHaveText('鄭小姐');
  await expect(page.getByText('還沒有收藏的物件')).toBeVisible();

  await page.context().clearCookies();
  await page.goto(`${origin('user')}/login`);
  await waitForApp(page);
  await page.getByLabel('手機號碼').focus();
  await page.keyboard.type(mobile);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin('user')}/center`);
  await expect(headerUser(page)).toHaveText('鄭小姐');
});

test('every member page has no serious accessibility violation', async ({
  page,
  context,
  request,
}) => {
  for (const path of ['/login', '/register']) {
    await page.goto(`${origin('user')}${path}`);
    await waitForApp(page);
    await expectNoSeriousViolations(page);
  }
  // The forms were scanned above; the centre's pages need a member, not the form again.
  await logInContext(context, await registerThroughApi(request));
  for (const tab of [
    '',
    '/messages',
    '/received',
    '/listings',
    '/subscriptions',
    '/notifications',
    '/settings',
  ]) {
    await page.goto(`${origin('user')}/center${tab}`);
    await waitForApp(page);
    await expect(page.locator('.center__panel h2')).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});

test('我的物件 lists what the member published and the drafts they are writing', async ({
  page,
  context,
  request,
}) => {
  // A member of its own: 我的物件 must hold only what this test posts.
  await logInContext(context, await registerThroughApi(request));
  await page.goto(`${origin('user')}/center`);
  await waitForApp(page);

  // One draft published and one still being written, through the API the posting form uses.
  const published = await page.evaluate(async (api) => {
    const post = (path: string, method: string, body: unknown) =>
      fetch(`${api}${path}`, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json());
    const draft = (await post('/v1/user/drafts', 'POST', { section: 'rent', type: 1 })).data;
    await post(`/v1/user/drafts/${draft.id}`, 'PUT', {
      kind: 1,
      regionId: 1,
      districtId: 1,
      road: '重慶南路一段',
      lat: 25.0424,
      lng: 121.5129,
      title: '會員刊登的整層住家',
      price: 32_000,
      depositMonths: 2,
      area: 28,
      rooms: 3,
      livingRooms: 2,
      bathrooms: 2,
      floor: 4,
      totalFloors: 7,
      posterRole: 'owner',
    });
    const listing = (await post(`/v1/user/drafts/${draft.id}/publish`, 'POST', {})).data;
    const unfinished = (await post('/v1/user/drafts', 'POST', { section: 'sale', type: 2 })).data;
    await post(`/v1/user/drafts/${unfinished.id}`, 'PUT', { title: '還在寫的中古屋' });
    return listing as { id: number };
  }, origin('api'));

  await page
    .getByRole('navigation', { name: '會員中心選單' })
    .getByRole('link', { name: '我的物件' })
    .click();
  const mine = page.getByTestId('my-listing');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('link', { name: '會員刊登的整層住家' })).toHaveAttribute(
    'href',
    `${origin('rent')}/${published.id}`,
  );
  const drafts = page.getByTestId('my-draft');
  await expect(drafts).toHaveCount(1);
  await expect(drafts.getByRole('link', { name: '還在寫的中古屋' })).toHaveAttribute(
    'href',
    /^\/post\/\d+$/,
  );
  await expectNoSeriousViolations(page);
  await drafts.getByRole('button', { name: '刪除草稿：還在寫的中古屋' }).click();
  await expect(drafts).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('my-listing')).toHaveCount(1);
  await expect(page.getByTestId('my-draft')).toHaveCount(0);
});
