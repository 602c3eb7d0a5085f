import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { visitFromOwnAddress } from '../support/members.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(({ context }) => visitFromOwnAddress(context));

/** Every change is saved a moment after it is made; the form says so. */
const saved = (page: Page) => expect(page.getByText('已自動儲存')).toBeVisible();

/** 下一步, once the step it leaves is saved and the next one is on screen. */
async function nextStep(page: Page, heading: string) {
  await saved(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

/** 台北市大安區 at the road given: the pin starts at the district's centre. */
async function placeInDaan(page: Page, road: string) {
  await page.getByLabel('縣市').selectOption({ label: '台北市' });
  await page.getByLabel('鄉鎮市區').selectOption({ label: '大安區' });
  await page.getByLabel('路段巷弄').fill(road);
}

/** 特色與介紹, no photos, 屋主, then 刊登: the poster lands on the new listing's page. */
async function finishAndPublish(page: Page, title: string, description: string) {
  await page.getByLabel('標題').fill(title);
  await page.getByLabel('物件介紹').fill(description);
  await nextStep(page, '照片');
  await nextStep(page, '身份與刊登');
  await page.getByRole('radio', { name: '屋主' }).check();
  await saved(page);
  await page.getByRole('button', { name: '刊登', exact: true }).click();
}

const fact = (page: Page, testId: string, label: string) =>
  page
    .getByTestId(testId)
    .filter({ visible: true })
    .locator('.fact-list__item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('a member publishes land for sale and finds it in the land list and on its page', async ({
  page,
  member: _loggedIn,
}) => {
  test.setTimeout(3 * 60_000);
  await page.goto(`${origin('user')}/post?type=sale`);
  await waitForApp(page);
  await page.getByRole('link', { name: '改為刊登土地' }).click();
  await expect(page.getByRole('heading', { name: '刊登土地', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: '出售' })).toBeChecked();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '開始刊登土地' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { name: '刊登土地出售', level: 1 })).toBeVisible();

  // 1. 類型與位置: land has one kind, so none is asked.
  await expect(page.getByRole('group', { name: '物件類型' })).toHaveCount(0);
  await placeInDaan(page, '臥龍街');
  await nextStep(page, '價格與土地資料');

  // 2. 價格與土地資料
  await page.getByLabel('總價').fill('4800');
  await page.getByLabel('地坪').fill('96');
  await page.getByLabel('使用分區').selectOption({ label: '第三種住宅區' });
  await page.getByLabel('面前路寬').fill('12');
  await page.getByLabel('面寬').fill('10.5');
  await page.getByLabel('地號（選填）').fill('龍泉段 88-1地號');
  await expectNoSeriousViolations(page);
  await nextStep(page, '特色與介紹');

  // 3 to 5
  const title = `大安區住三建地 ${Date.now() % 100000}`;
  await finishAndPublish(page, title, '方正建地，臨十二米路，適合自建。');

  await expect(page).toHaveURL(new RegExp(`^${origin('land')}/sale/\\d+$`));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(fact(page, 'land-facts', '使用分區')).toHaveText('第三種住宅區');
  await expect(fact(page, 'land-facts', '地坪')).toHaveText('96坪');
  await expect(fact(page, 'land-facts', '臨路路寬')).toHaveText('12米');
  await expect(fact(page, 'land-facts', '地號')).toHaveText('龍泉段 88-1地號');
  await expect(page.getByTestId('detail-price').filter({ visible: true })).toHaveText('4,800萬');
  const id = page.url().split('/').pop();

  await page.goto(`${origin('land')}/list?type=2&region=1&section=5&kind=11&zone=3`);
  await waitForApp(page);
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/sale/${id}`);
});

test('a member publishes a shop transfer and finds it in the business list and on its page', async ({
  page,
  member: _loggedIn,
}) => {
  test.setTimeout(3 * 60_000);
  await page.goto(`${origin('user')}/post?type=business`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: '刊登商用', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: '頂讓' }).check();
  await page.getByRole('button', { name: '開始刊登商用' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { name: '刊登商用頂讓', level: 1 })).toBeVisible();

  // 1. 類型與位置: the business section's own kinds.
  await expect(page.getByRole('radio', { name: '辦公' })).toBeVisible();
  await page.getByRole('radio', { name: '店面' }).check();
  await placeInDaan(page, '永康街');
  await nextStep(page, '價格與空間');

  // 2. 價格與空間: publishing without the 頂讓金 is refused at that field.
  await page.getByLabel('月租金').fill('72000');
  await page.getByLabel('押金').fill('2');
  await page.getByLabel('坪數').fill('22');
  await page.getByLabel('所在樓層').fill('1');
  await page.getByLabel('總樓層').fill('4');
  await page.getByLabel('面寬').fill('5.5');
  await nextStep(page, '特色與介紹');
  const title = `永康街咖啡店頂讓 ${Date.now() % 100000}`;
  await finishAndPublish(page, title, '裝潢設備齊全，客源穩定，接手即可營業。');
  await expect(page.getByRole('heading', { name: '價格與空間', level: 2 })).toBeVisible();
  await expect(page.getByText('頂讓物件請填寫頂讓金').first()).toBeVisible();
  await page.getByLabel('頂讓金').fill('180');
  await nextStep(page, '特色與介紹');
  await nextStep(page, '照片');
  await nextStep(page, '身份與刊登');
  await page.getByRole('button', { name: '刊登', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^${origin('business')}/rent/\\d+$`));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(fact(page, 'premises-facts', '類型')).toHaveText('店面頂讓');
  await expect(fact(page, 'premises-facts', '面寬')).toHaveText('5.5米');
  await expect(fact(page, 'premises-facts', '使用樓層')).toHaveText('1F');
  await expect(fact(page, 'price-box', '頂讓金')).toHaveText('180萬');
  await expect(fact(page, 'price-box', '押金')).toHaveText('2個月（144,000元）');
  const id = page.url().split('/').pop();

  await page.goto(`${origin('business')}/list?type=6&region=1&section=5&kind=5`);
  await waitForApp(page);
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/rent/${id}`);
});
