import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { solidPng } from '../support/images.ts';
import { newMobile, registerFromPage, visitFromOwnAddress } from '../support/members.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(({ context }) => visitFromOwnAddress(context));

const postFirst = (type: 'rent' | 'sale') =>
  `${origin('www')}/index.php?module=house&action=postFirst&type=${type}`;

/** Where the rental posted below is listed: 台北市 大安區 獨立套房. */
const RENT_LIST = `${origin('rent')}/list?region=1&section=5&kind=2`;

/** Every change is saved a moment after it is made; the form says so. */
const saved = (page: Page) => expect(page.getByText('已自動儲存')).toBeVisible();

async function registerAs(page: Page, realname: string) {
  await registerFromPage(page, {
    mobile: newMobile(),
    password: 'lantern harbour 42',
    realname,
    sex: '小姐',
  });
  // Registered and logged in once the page has moved on.
  await expect(page).not.toHaveURL(/\/register/);
}

test('刊登廣告 asks a visitor to log in, then opens the posting flow', async ({ page }) => {
  await page.goto(`${origin('rent')}/list`);
  await waitForApp(page);
  await page.getByRole('button', { name: '刊登廣告' }).click();
  await page.getByRole('link', { name: '刊登出租', exact: true }).click();
  await expect(page).toHaveURL(/\/\/user\.591\.com\.tw:\d+\/login\?redirect=/);
  await waitForApp(page);
  await page.getByRole('link', { name: '免費註冊' }).click();
  await waitForApp(page);
  await registerAs(page, '許');
  await expect(page).toHaveURL(`${origin('user')}/post?type=rent`);
  await expect(page.getByRole('heading', { name: '刊登出租', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('an owner posts a rental step by step, loses nothing on a reload, and finds it listed', async ({
  page,
  member,
  browser,
}) => {
  // The whole life of a listing, from an empty form to rented: many pages, each a real load,
  // two photos processed and four accessibility scans. Two minutes on an idle CI machine.
  test.setTimeout(5 * 60_000);
  // A visitor without a session is served the list the CDN keeps for everyone (the poster,
  // with a session, gets theirs rendered afresh): each change below is in their next page.
  const visitorContext = await browser.newContext();
  await visitFromOwnAddress(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(RENT_LIST);
  await page.goto(postFirst('rent'));
  await waitForApp(page);
  await expect(page.getByTestId('header-user')).toHaveText(`${member.realname}小姐`);
  await page.getByRole('button', { name: '開始刊登出租' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);

  // 1. 類型與位置
  await page.getByRole('radio', { name: '獨立套房' }).check();
  await page.getByLabel('縣市').selectOption({ label: '台北市' });
  await page.getByLabel('鄉鎮市區').selectOption({ label: '大安區' });
  await page.getByLabel('路段巷弄').fill('復興南路一段 107巷');
  await page.getByLabel('門牌號碼').fill('5號');
  await saved(page);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '下一步' }).click();

  // 2. 價格與格局, with a reload in the middle
  await page.getByLabel('月租金').fill('16888');
  await page.getByLabel('押金').fill('2');
  await page.getByRole('checkbox', { name: '網路' }).check();
  await saved(page);
  await page.reload();
  await expect(page.getByLabel('月租金')).toHaveValue('16888');
  await expect(page.getByRole('checkbox', { name: '網路' })).toBeChecked();
  await page.getByLabel('坪數').fill('8.5');
  await page.getByLabel('所在樓層').fill('6');
  await page.getByLabel('總樓層').fill('12');
  await saved(page);
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(page.getByLabel('鄉鎮市區')).toHaveValue(/\d+/);
  await expect(page.getByLabel('路段巷弄')).toHaveValue('復興南路一段 107巷');
  // As a person would: each step is on screen before its 下一步 is pressed.
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '價格與格局', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  // 3. 特色與介紹
  const title = `大安區電梯套房 ${Date.now() % 100000}`;
  await page.getByLabel('標題').fill(title);
  await page.getByRole('checkbox', { name: '可養寵物' }).check();
  await page.getByLabel('物件介紹').fill('<b>採光好</b>，步行到捷運五分鐘。');
  await saved(page);
  await page.getByRole('button', { name: '下一步' }).click();

  // 4. 照片: two uploaded, the second made the cover with the keyboard's button
  await page.getByLabel('新增照片').setInputFiles([
    { name: 'living-room.png', mimeType: 'image/png', buffer: solidPng(640, 480, [200, 40, 40]) },
    { name: 'bedroom.png', mimeType: 'image/png', buffer: solidPng(640, 480, [40, 40, 200]) },
  ]);
  const photos = page.getByTestId('draft-photo');
  await expect(photos).toHaveCount(2);
  const blue = await photos.nth(1).getByRole('img').getAttribute('src');
  await page.getByRole('button', { name: '第 2 張照片往前移' }).click();
  await expect(photos.first().getByRole('img')).toHaveAttribute('src', blue!);
  await expect(photos.first().getByText('封面')).toBeVisible();
  // The focus moved with the photo, ready for the next key press.
  await expect(page.getByRole('button', { name: '第 1 張照片往後移' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '下一步' }).click();

  // 5. 身份與刊登
  await page.getByRole('radio', { name: '屋主' }).check();
  await saved(page);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '刊登', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^${origin('rent')}/\\d+$`));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The description is shown as the text it is, and the house number stays hidden.
  await expect(page.getByText('<b>採光好</b>，步行到捷運五分鐘。')).toBeVisible();
  await expect(page.getByText('5號')).toHaveCount(0);
  // Both photos, the blue one first: the order chosen in the form.
  const gallery = page.getByRole('region', { name: '物件照片' }).filter({ visible: true });
  await expect(gallery.getByTestId('gallery-counter')).toHaveText('1 / 2');
  const id = page.url().split('/').pop();

  await page.goto(RENT_LIST);
  await waitForApp(page);
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/${id}`);
  await visitor.goto(RENT_LIST);
  await expect(visitor.getByRole('link', { name: title })).toHaveAttribute('href', `/${id}`);

  // A lower rent from 我的物件 shows on the card in the list as a drop.
  await page.goto(`${origin('user')}/center/listings`);
  const mine = page.getByTestId('my-listing').filter({ hasText: title });
  await mine.getByLabel('新價格（元/月）').fill('15888');
  await mine.getByRole('button', { name: `更新價格：${title}` }).click();
  await expect(mine.getByText('已降 1,000元/月')).toBeVisible();
  await page.goto(RENT_LIST);
  await waitForApp(page);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByTestId('listing-price')).toContainText('15,888');
  await expect(card.getByText('已降 1,000元/月')).toBeVisible();
  await visitor.goto(RENT_LIST);
  await expect(
    visitor.getByRole('article', { name: title }).getByTestId('listing-price'),
  ).toContainText('15,888');
  // Posted today, so confirmed today: the card says so, and the week's filter finds it.
  await expect(card.getByTestId('listing-confirmation')).toHaveText('屋主 今天確認仍可租');
  await page.getByRole('link', { name: '近7天確認仍可租' }).first().click();
  await expect(page).toHaveURL(/confirmed=7/);
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // 修改 reopens the form with what was posted; saving updates the same listing.
  await page.goto(`${origin('user')}/center/listings`);
  await mine.getByRole('button', { name: `修改：${title}` }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { name: '修改出租物件', level: 1 })).toBeVisible();
  await expect(page.getByLabel('路段巷弄')).toHaveValue('復興南路一段 107巷');
  await page.goto(`${page.url()}?step=3`);
  const newTitle = `${title} 已重新粉刷`;
  await page.getByLabel('標題').fill(newTitle);
  await saved(page);
  await page.goto(page.url().replace('step=3', 'step=4'));
  await expect(page.getByText('沒有上傳新照片時，物件沿用目前的照片。')).toBeVisible();
  await page.goto(page.url().replace('step=4', 'step=5'));
  await page.getByRole('button', { name: '儲存修改' }).click();
  await expect(page).toHaveURL(`${origin('rent')}/${id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
  await expect(gallery.getByTestId('gallery-counter')).toHaveText('1 / 2');

  // Rented: asked twice, then out of search at once, and its page answers 410.
  await page.goto(`${origin('user')}/center/listings`);
  await mine.getByRole('button', { name: `標示已出租：${newTitle}` }).click();
  await expect(mine.getByRole('button', { name: `確定標示已出租：${newTitle}` })).toBeFocused();
  await mine.getByRole('button', { name: `確定標示已出租：${newTitle}` }).click();
  await expect(page.getByText(`「${newTitle}」已標示為已出租`)).toBeVisible();
  await expect(mine.getByTestId('listing-status')).toHaveText('已出租');
  await expect(mine.getByRole('button', { name: `更新價格：${newTitle}` })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.goto(RENT_LIST);
  await waitForApp(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: newTitle })).toHaveCount(0);
  await visitor.goto(RENT_LIST);
  await expect(visitor.getByRole('article').first()).toBeVisible();
  await expect(visitor.getByRole('article', { name: newTitle })).toHaveCount(0);
  await visitorContext.close();
  await expectGone(page, `${origin('rent')}/${id}`, '此物件已出租', newTitle);
});

/** A listing its poster closed: status 410, what it was, and similar listings to open instead. */
async function expectGone(
  page: Page,
  url: string,
  message: string,
  title: string,
  { scan = true } = {},
) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(410);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message);
  await expect(page.getByText(`「${title}」`)).toBeVisible();
  const similar = page.getByRole('region', { name: '看看相似的物件' }).getByRole('link');
  await expect(similar.first()).toBeVisible();
  if (scan) await expectNoSeriousViolations(page);
  await similar.first().click();
  await waitForApp(page);
  await expect(page.getByTestId('listing-id')).toBeVisible();
}

test('publishing a draft with a gap takes the poster to the step and field to fill in', async ({
  page,
  member: _loggedIn,
}) => {
  await page.goto(`${origin('user')}/post?type=sale`);
  await waitForApp(page);
  await page.getByRole('button', { name: '開始刊登出售' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await page.getByRole('radio', { name: '住宅' }).check();
  await saved(page);
  await page.goto(`${page.url()}?step=5`);
  await page.getByRole('radio', { name: '仲介' }).check();
  await saved(page);
  await page.getByRole('button', { name: '刊登', exact: true }).click();

  await expect(page).toHaveURL(/step=1$/);
  const region = page.getByLabel('縣市');
  await expect(region).toHaveAttribute('aria-invalid', 'true');
  await expect(region).toHaveAccessibleDescription('請選擇縣市');
});

test('a price the API refuses shows at its field, and the draft keeps its last good value', async ({
  page,
  member: _loggedIn,
}) => {
  await page.goto(`${origin('user')}/post?type=rent`);
  await waitForApp(page);
  await page.getByRole('button', { name: '開始刊登出租' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await page.goto(`${page.url()}?step=2`);
  const rent = page.getByLabel('月租金');
  await rent.fill('12000');
  await saved(page);
  await rent.fill('-5');
  await expect(rent).toHaveAccessibleDescription('請輸入正確的金額（大於 0 的整數）');
  await page.reload();
  await expect(page.getByLabel('月租金')).toHaveValue('12000');
});

test('a broker posts a sale, lowers the price, pauses, resumes and sells it', async ({
  page,
  member: _loggedIn,
}) => {
  test.slow();
  await page.goto(postFirst('sale'));
  await waitForApp(page);
  await page.getByRole('button', { name: '開始刊登出售' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);

  await page.getByRole('radio', { name: '住宅' }).check();
  await page.getByLabel('縣市').selectOption({ label: '台北市' });
  await page.getByLabel('鄉鎮市區').selectOption({ label: '信義區' });
  await page.getByLabel('路段巷弄').fill('松仁路 58巷');
  await saved(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('總價').fill('2680');
  await page.getByLabel('權狀坪數').fill('32');
  await page.getByLabel('主建物').fill('22');
  await page.getByLabel('公設').fill('8');
  await expect(page.getByTestId('public-ratio')).toHaveText('公設比 25%');
  await page.getByLabel('所在樓層').fill('9');
  await page.getByLabel('總樓層').fill('14');
  await page.getByLabel('屋齡').fill('8');
  await saved(page);
  await page.getByRole('button', { name: '下一步' }).click();
  const title = `信義區電梯三房 ${Date.now() % 100000}`;
  await page.getByLabel('標題').fill(title);
  await saved(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await page
    .getByLabel('新增照片')
    .setInputFiles([
      { name: 'view.png', mimeType: 'image/png', buffer: solidPng(800, 600, [90, 140, 200]) },
    ]);
  await expect(page.getByTestId('draft-photo')).toHaveCount(1);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('radio', { name: '仲介' }).check();
  await page.getByLabel('經紀人證號').fill('(113)北市經紀字第004567號');
  await saved(page);
  await page.getByRole('button', { name: '刊登', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^${origin('sale')}/\\d+$`));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('broker-licence').filter({ visible: true })).toHaveText(
    '經紀人證號：(113)北市經紀字第004567號',
  );
  const gallery = page.getByRole('region', { name: '物件照片' }).filter({ visible: true });
  await expect(gallery.getByTestId('gallery-counter')).toHaveText('1 / 1');

  await page.goto(`${origin('user')}/center/listings`);
  const mine = page.getByTestId('my-listing').filter({ hasText: title });
  await mine.getByLabel('新價格（萬）').fill('2580');
  await mine.getByRole('button', { name: `更新價格：${title}` }).click();
  await expect(mine.getByText('已降 100萬')).toBeVisible();

  await page.goto(`${origin('sale')}/?shType=list&regionid=1&label=1`);
  await waitForApp(page);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('降價', { exact: true })).toBeVisible();
  await expect(card.getByTestId('listing-price')).toContainText('2,580');

  // Paused, it leaves the list and its page is a 404 that says why; resumed, it is back.
  const list = `${origin('sale')}/?shType=list&regionid=1&label=1`;
  await page.goto(`${origin('user')}/center/listings`);
  await mine.getByRole('button', { name: `確認仍在售：${title}` }).click();
  await expect(page.getByText(`已確認「${title}」仍在售`)).toBeVisible();
  await mine.getByRole('button', { name: `暫停刊登：${title}` }).click();
  await expect(mine.getByTestId('listing-status')).toHaveText('暫停刊登');
  await page.goto(list);
  await waitForApp(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await page.goto(`${origin('user')}/center/listings`);
  const detail = (await mine.getByRole('link', { name: title }).getAttribute('href'))!;
  const paused = await page.goto(detail);
  expect(paused?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('此物件暫停刊登中');

  await page.goto(`${origin('user')}/center/listings`);
  await mine.getByRole('button', { name: `恢復刊登：${title}` }).click();
  await expect(mine.getByTestId('listing-status')).toHaveCount(0);
  await page.goto(list);
  await waitForApp(page);
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // Sold: gone from the list for good, its page a 410.
  await page.goto(`${origin('user')}/center/listings`);
  await mine.getByRole('button', { name: `標示已售出：${title}` }).click();
  await mine.getByRole('button', { name: `確定標示已售出：${title}` }).click();
  await expect(mine.getByTestId('listing-status')).toHaveText('已售出');
  await page.goto(list);
  await waitForApp(page);
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  // The closed listing's page was scanned for accessibility in the rental's test.
  await expectGone(page, detail, '此物件已售出', title, { scan: false });
});
