import type { APIRequestContext, Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { solidPng } from '../support/images.ts';
import { landApi } from '../support/land-api.ts';
import { visitFromOwnAddress } from '../support/members.ts';
import { type MapPoint, metresBetween, tapPinMap } from '../support/pin-map.ts';
import { type ApiMember, logInContext, registerThroughApi } from '../support/poster.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(({ context }) => visitFromOwnAddress(context));

/** A seeded builder's development account (SEED_BUILDER_PASSWORD in the e2e API's env). */
const BUILDER = { mobile: '0980000005', password: 'builder-demo-591' };

/** Everything publishing asks for: a presale project in 台北市中正區, near 台北車站. */
const PROJECT = {
  builder: '北辰建設',
  constructorName: '大同營造',
  salesAgent: '新象廣告',
  architect: '陳立文建築師事務所',
  regionId: 1,
  districtId: 1,
  address: '忠孝西路一段',
  lat: 25.0465,
  lng: 121.5168,
  buildType: 1,
  purpose: 'home',
  shape: 'tower',
  unitPriceMin: 95,
  unitPriceMax: 120,
  totalPriceMin: 2800,
  totalPriceMax: 5600,
  areaMin: 25,
  areaMax: 48,
  rooms: [2, 3],
  households: 168,
  buildings: 2,
  floorsAbove: 24,
  floorsBelow: 5,
  siteArea: 820.5,
  coverageRatio: 45,
  publicRatio: 33.5,
  parkingPlan: '坡道平面',
  parkingCount: 180,
  managementFee: 120,
  completion: '2029-06',
  permitNumber: '114建字第0123號',
  officeAddress: '忠孝西路一段100號',
  officeHours: '10:00-21:00',
  officePhone: '0800-123-456',
};

const uniqueName = (stem: string) => `${stem}${Date.now() % 100_000}`;

/** Waits for the form to say what was typed is saved on the server. */
const saved = (page: Page) =>
  expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved');

async function nextStep(page: Page, heading: string) {
  await saved(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

/** Publishes a project as the posting form does, through the API, with one exterior photo. */
async function publishThroughApi(
  request: APIRequestContext,
  poster: ApiMember,
  changes: Partial<typeof PROJECT> & { name: string },
) {
  const draft = await poster.call('post', '/v1/user/new-build-drafts');
  await poster.call('put', `/v1/user/new-build-drafts/${draft.id}`, { ...PROJECT, ...changes });
  const api = new URL(origin('api'));
  const upload = await request.post(
    `http://127.0.0.1:${api.port}/v1/user/new-build-drafts/${draft.id}/photos?album=exterior`,
    {
      headers: {
        host: api.host,
        origin: origin('www'),
        cookie: `${poster.session.name}=${poster.session.value}`,
        'content-type': 'image/png',
      },
      data: solidPng(640, 480, [90, 120, 160]),
    },
  );
  expect(upload.status()).toBe(201);
  return (await poster.call('post', `/v1/user/new-build-drafts/${draft.id}/publish`)).id as number;
}

test('a builder logs in from /post, fills a project with photos, is refused one field without losing anything, and publishes it', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto(`${origin('newhouse')}/post`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: '刊登需要準備的資料' })).toBeVisible();

  await page.getByRole('link', { name: '登入後刊登建案' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('手機號碼').fill(BUILDER.mobile);
  await page.getByLabel('密碼').fill(BUILDER.password);
  await page.getByRole('button', { name: '登入' }).click();
  // Back where /post sent them: the project form.
  await expect(page).toHaveURL(`${origin('user')}/post/new-build`);
  await page.getByRole('button', { name: '開始刊登建案' }).click();
  await expect(page).toHaveURL(/\/post\/new-build\/\d+$/);

  // 1. 建案資料
  const name = uniqueName('北辰站前');
  await page.getByLabel('建案名稱').fill(name);
  await page.getByRole('radio', { name: '預售屋' }).check();
  await page.getByRole('radio', { name: '住家' }).check();
  await page.getByRole('radio', { name: '住宅大樓' }).check();
  await page.getByLabel('投資興建').fill(PROJECT.builder);
  await page.getByLabel('營造公司').fill(PROJECT.constructorName);
  await page.getByLabel('企劃銷售').fill(PROJECT.salesAgent);
  await page.getByLabel('建築設計').fill(PROJECT.architect);
  await page.getByLabel('建照號碼').fill(PROJECT.permitNumber);
  await page.getByLabel('完工日期').fill(PROJECT.completion);
  await page.getByRole('checkbox', { name: '近捷運' }).check();

  await expectNoSeriousViolations(page);
  await nextStep(page, '基地位置');

  // 2. 基地位置
  await page.getByLabel('縣市').selectOption({ label: '台北市' });
  await page.getByLabel('鄉鎮市區').selectOption({ label: '中正區' });
  await page.getByLabel('基地地址（路段）').fill(PROJECT.address);
  // The pin starts at 中正區's centre; the site is a tap away, where the builder sees it.
  await tapPinMap(page, -120, 70);
  await page.getByLabel(/^基地面積/).fill(String(PROJECT.siteArea));
  await page.getByLabel(/^建蔽率/).fill(String(PROJECT.coverageRatio));
  await nextStep(page, '價格與規劃');

  // 3. 價格與規劃
  await page.getByLabel(/^單價下限/).fill('95');
  await page.getByLabel(/^單價上限/).fill('120');
  await page.getByLabel(/^總價下限/).fill('2800');
  await page.getByLabel(/^總價上限/).fill('5600');
  await page.getByLabel(/^坪數下限/).fill('25');
  await page.getByLabel(/^坪數上限/).fill('48');
  await page.getByRole('checkbox', { name: '2房' }).check();
  await page.getByRole('checkbox', { name: '3房' }).check();
  await page.getByLabel(/^總戶數/).fill('168');
  await page.getByLabel(/^棟數/).fill('2');
  await page.getByLabel(/^地上樓層/).fill('24');
  await page.getByLabel(/^地下樓層/).fill('5');
  await page.getByLabel(/^公設比/).fill('33.5');
  await page.getByLabel('車位規劃').fill(PROJECT.parkingPlan);
  await page.getByLabel(/^車位數/).fill('180');
  await page.getByLabel(/^管理費/).fill('120');
  await nextStep(page, '接待中心');

  // 4. 接待中心, with a number no Taiwan phone starts with.
  await page.getByLabel('接待中心地址').fill(PROJECT.officeAddress);
  await page.getByLabel('接待時間').fill(PROJECT.officeHours);
  await page.getByLabel('接待中心電話').fill('0812345678');
  await nextStep(page, '照片');

  // 5. 照片: the exterior (the cover) and a floor plan, each in its album.
  await page
    .getByLabel('新增外觀照片')
    .setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: solidPng(800, 600, [120, 90, 60]) },
    ]);
  await expect(page.getByTestId('project-photo-exterior')).toHaveCount(1);
  await expect(page.getByTestId('project-photo-exterior').getByText('封面')).toBeVisible();
  await page
    .getByLabel('新增格局圖照片')
    .setInputFiles([
      { name: 'plan-a.png', mimeType: 'image/png', buffer: solidPng(800, 600, [230, 230, 230]) },
    ]);
  await expect(page.getByTestId('project-photo-floorPlans')).toHaveCount(1);
  await expectNoSeriousViolations(page);

  // Publishing refuses the phone at its field, on its step, with everything typed still there.
  await page.getByRole('button', { name: '刊登建案' }).click();
  await expect(page.getByRole('heading', { name: '接待中心', level: 2 })).toBeVisible();
  const phone = page.getByLabel('接待中心電話');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('接待中心電話請填手機號碼（09 開頭）或 0800、0809 免付費電話'),
  ).toBeVisible();
  await expect(phone).toHaveValue('0812345678');

  await expect(page.getByLabel('接待中心地址')).toHaveValue(PROJECT.officeAddress);
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(page.getByLabel(/^公設比/)).toHaveValue('33.5');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '3房' })).toBeChecked();
  await nextStep(page, '接待中心');
  await page.getByLabel('接待中心電話').fill(PROJECT.officePhone);
  await nextStep(page, '照片');
  await expect(page.getByTestId('project-photo-floorPlans')).toHaveCount(1);
  await page.getByRole('button', { name: '刊登建案' }).click();

  // Its page at once, with what was typed and its own floor plans.
  await expect(page).toHaveURL(new RegExp(`^${origin('newhouse')}/\\d+$`));
  const id = new URL(page.url()).pathname.slice(1);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('project-companies')).toContainText(PROJECT.builder);
  await expect(page.getByTestId('project-building')).toContainText('總戶數168戶');
  await expect(page.getByTestId('project-building')).toContainText('公設比33.5%');
  await expect(page.getByTestId('project-office')).toContainText(PROJECT.officePhone);
  // Where the builder tapped, not the district's centre.
  const placed = await landApi<MapPoint>(request, `/v1/new-builds/${id}`);
  const zhongzheng = (
    await landApi<{ districts: (MapPoint & { name: string })[] }>(
      request,
      '/v1/locations/regions/1',
    )
  ).districts.find((district) => district.name === '中正區')!;
  expect(metresBetween(placed, zhongzheng)).toBeGreaterThan(80);

  await page.getByRole('link', { name: '格局圖（1）' }).click();
  const plan = page.getByTestId('project-albums').locator('img').first();
  await expect
    .poll(() => plan.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // And on the list, among 台北市中正區's presale projects.
  await page.goto(`${origin('newhouse')}/list?regionid=1&sectionid=1&build_type=1`);
  await waitForApp(page);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(`${origin('newhouse')}/${id}`);

  // The builder's own: in 賞屋預約's list of their projects.
  await page.goto(`${origin('user')}/center/visits`);
  await expect(page.getByTestId('own-projects')).toContainText(name);
});

test('a builder opens 修改 on a published project, moves its pin to another building, and the project stands there', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const builder = await registerThroughApi(request, { realname: '北辰建設' });
  const name = uniqueName('搬移建案');
  const id = await publishThroughApi(request, builder, { name });
  const before = await landApi<MapPoint>(request, `/v1/new-builds/${id}`);
  await logInContext(context, builder);

  // 刊登建案 lists the builder's own projects, each with 修改.
  await page.goto(`${origin('user')}/post/new-build`);
  await page.getByRole('button', { name: `修改：${name}` }).click();
  await expect(page).toHaveURL(/\/post\/new-build\/\d+$/);
  await expect(page.getByRole('heading', { name: '修改建案', level: 1 })).toBeVisible();
  await expect(page.getByLabel('建案名稱')).toHaveValue(name);

  await nextStep(page, '基地位置');
  await expect(page.getByLabel('基地地址（路段）')).toHaveValue(PROJECT.address);
  // The pin stands where the project is; the builder taps the building next door.
  await tapPinMap(page, 90, -60);
  await nextStep(page, '價格與規劃');
  await nextStep(page, '接待中心');
  await nextStep(page, '照片');
  await expect(page.getByTestId('edit-photos-hint')).toHaveText(
    '沒有上傳新照片時，建案沿用目前的照片。',
  );
  await saved(page);
  await page.getByRole('button', { name: '儲存修改' }).click();

  // The same project, where the builder tapped, its photos kept.
  await expect(page).toHaveURL(`${origin('newhouse')}/${id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const after = await landApi<MapPoint & { photos: { exterior: unknown[] } }>(
    request,
    `/v1/new-builds/${id}`,
  );
  expect(metresBetween(after, before)).toBeGreaterThan(40);
  expect(after.photos.exterior).toHaveLength(1);
});

test('a subscribed new-build search tells the member of a matching project once it is published', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  // A word of this test's own in the search, so a project another test publishes at the same
  // time in 台北市 never matches it.
  const word = uniqueName('訂閱');
  const label = `台北市 新建案 預售屋 「${word}」`;
  await logInContext(context, await registerThroughApi(request, { realname: '吳' }));
  await page.goto(
    `${origin('newhouse')}/list?regionid=1&build_type=1&keyword=${encodeURIComponent(word)}`,
  );
  await waitForApp(page);
  await page.getByRole('button', { name: '訂閱此搜尋' }).click();
  await expect(page.getByText(`已訂閱，符合「${label}」的新建案會通知您`)).toBeVisible();

  // Another company publishes a presale project named with the word in 台北市, and a completed one.
  const poster = await registerThroughApi(request, { realname: '北辰建設' });
  const name = `${word}建案`;
  const id = await publishThroughApi(request, poster, { name });
  await publishThroughApi(request, poster, { name: `${word}完工建案`, buildType: 2 });

  await page.goto(`${origin('user')}/center/notifications`);
  const alerts = page.getByTestId('alert-item');
  await expect(alerts).toHaveCount(1);
  await expect(alerts.first()).toContainText(`符合訂閱「${label}」的新建案`);

  await expectNoSeriousViolations(page);
  await alerts.first().getByRole('link', { name }).click();
  await expect(page).toHaveURL(`${origin('newhouse')}/${id}`);

  await page.goto(`${origin('user')}/center/subscriptions`);
  const search = page.getByTestId('saved-search');
  await expect(search).toContainText(`新建案・${label}`);
  await expect(search.getByText('1 筆新物件')).toBeVisible();
});
