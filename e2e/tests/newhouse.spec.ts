import type { APIRequestContext } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { logInAsNewMember } from '../support/detail-page.ts';
import { fetchPage } from '../support/http.ts';
import { newMobile, visitFromOwnAddress } from '../support/members.ts';
import { origin } from '../support/site.ts';
import { codeFromOutbox } from '../support/sms-outbox.ts';
import { expect, test } from '../support/test.ts';

interface Range {
  min: number;
  max: number;
}
interface ProjectPage {
  total: number;
  items: { id: number; name: string; buildType: number; totalPrice: Range | null }[];
}

const apiGet = async <T>(request: APIRequestContext, path: string, cookie?: string) => {
  const api = new URL(origin('api'));
  const response = await request.get(`http://127.0.0.1:${api.port}${path}`, {
    headers: { host: api.host, ...(cookie ? { cookie } : {}) },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
};

test('every link of the 新建案 menu answers with its own page', async ({ page }) => {
  await page.goto(`${origin('www')}/`);
  await waitForApp(page);
  await page.getByRole('button', { name: '新建案選單', exact: true }).click();
  const menuLinks = page.locator(`header a[href^="${origin('newhouse')}"]`);
  const hrefs = [
    ...new Set(
      await menuLinks.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href)),
    ),
  ];
  expect(hrefs.length).toBeGreaterThanOrEqual(9);
  const headings = new Set<string>();
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    headings.add((await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
  }
  // Each link is its own page: 全部建案, 預售屋, 新成屋, 最新公開, 捷運宅, VR720, and the three for builders.
  expect(headings.size).toBe(hrefs.length);

  // As a person does it: the menu's 預售屋 opens Taipei's pre-sale projects.
  await page.goto(`${origin('www')}/`);
  await waitForApp(page);
  await page.getByRole('button', { name: '新建案選單', exact: true }).click();
  await page.locator('header').getByRole('link', { name: '預售屋', exact: true }).click();
  await expect(page).toHaveURL(`${origin('newhouse')}/list?regionid=1&build_type=1`);
  await expect(page.getByRole('heading', { name: '台北市預售屋', level: 1 })).toBeVisible();
});

test('build_type=1 lists only pre-sale projects, as many as the API has', async ({
  page,
  request,
}) => {
  const presale = await apiGet<ProjectPage>(request, '/v1/new-builds?regionid=3&build_type=1');
  expect(presale.total).toBeGreaterThan(0);
  await page.goto(`${origin('newhouse')}/list?regionid=3&build_type=1`);
  await expect(page.getByTestId('project-total')).toHaveText(`共 ${presale.total} 個建案`);
  const types = await page.getByTestId('project-type').allTextContents();
  expect(types.length).toBeGreaterThan(0);
  expect(new Set(types)).toEqual(new Set(['預售屋']));
  await expectNoSeriousViolations(page);
});

test('a total-price band lists only projects in that band', async ({ page, request }) => {
  // Taipei's band 2 is 2,000-2,500萬 (newBuildPriceBands).
  await page.goto(`${origin('newhouse')}/list?regionid=1`);
  await waitForApp(page);
  await page.getByRole('link', { name: '2,000-2,500萬', exact: true }).click();
  await expect(page).toHaveURL(/price=2/);
  const banded = await apiGet<ProjectPage>(
    request,
    '/v1/new-builds?regionid=1&price=2&pageSize=100',
  );
  expect(banded.total).toBeGreaterThan(0);
  for (const project of banded.items) {
    expect(project.totalPrice, project.name).not.toBeNull();
    // The band holds a project whose price range reaches into it.
    expect(project.totalPrice!.max, project.name).toBeGreaterThanOrEqual(2000);
    expect(project.totalPrice!.min, project.name).toBeLessThanOrEqual(2500);
  }
  await expect(page.getByTestId('project-total')).toHaveText(`共 ${banded.total} 個建案`);
  const shown = await page.locator('.project-card__title a').allTextContents();
  expect(shown).toEqual(banded.items.slice(0, shown.length).map((project) => project.name));
});

test('a project page shows its builder, households, 公設比 and floor plans', async ({
  page,
  request,
}) => {
  const { items } = await apiGet<ProjectPage>(request, '/v1/new-builds?regionid=1&build_type=1');
  // A project a builder posts in another test may come first, with no floor plans yet.
  let first: ProjectPage['items'][number] | undefined;
  for (const item of items) {
    const detail = await apiGet<{ photos: { floorPlans: unknown[] } }>(
      request,
      `/v1/new-builds/${item.id}`,
    );
    if (detail.photos.floorPlans.length > 0) {
      first = item;
      break;
    }
  }
  await page.goto(`${origin('newhouse')}/list?regionid=1&build_type=1`);
  await waitForApp(page);
  await page.getByRole('link', { name: first!.name, exact: true }).first().click();
  await expect(page).toHaveURL(`${origin('newhouse')}/${first!.id}`);
  await expect(page.getByRole('heading', { name: first!.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('project-companies')).toContainText(/投資建設\S+/);
  await expect(page.getByTestId('project-building')).toContainText(/總戶數[\d,]+戶/);
  await expect(page.getByTestId('project-building')).toContainText(/公設比\d+(\.\d+)?%/);
  await expect(page.getByTestId('project-office')).toContainText('接待中心');
  await expect(page.getByTestId('project-deals')).toContainText('政府資料開放授權條款');

  // The floor plans are their own album.
  await page.getByRole('link', { name: /^格局圖（\d+）$/ }).click();
  await expect(page).toHaveURL(/album=plans/);
  const plan = page.getByTestId('project-albums').locator('img').first();
  await expect(plan).toHaveAttribute('alt', /格局圖/);
  await expect
    .poll(() => plan.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousViolations(page);

  // Its server HTML describes it as an ApartmentComplex with its builder as an Organization.
  const { html } = await fetchPage(page.request, `${origin('newhouse')}/${first!.id}`);
  expect(html).toContain('"@type":"ApartmentComplex"');
  expect(html).toContain('"@type":"Organization"');
});

test('an unknown or non-numeric project answers 404 with the 新建案 error page', async ({
  page,
}) => {
  for (const path of ['/2147483000', '/abc']) {
    const response = await page.goto(`${origin('newhouse')}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('找不到該房屋')).toBeVisible();
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'newhouse');
  }
});

test('the landing counts pre-sale projects and the home page searches new builds', async ({
  page,
  request,
}) => {
  const overview = await apiGet<{ presaleCount: number }>(
    request,
    '/v1/new-builds/overview?regionid=1',
  );
  await page.goto(`${origin('newhouse')}/`);
  await expect(page.getByRole('heading', { name: '台北市新建案', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `預售屋 ${overview.presaleCount} 個` }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`${origin('www')}/`);
  await waitForApp(page);
  await page.getByRole('radio', { name: '新建案', exact: true }).check();
  const form = page.getByRole('search', { name: '搜尋新建案' });
  await form.getByRole('radio', { name: '預售屋', exact: true }).check();
  await form.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin('newhouse')}/list\\?.*build_type=1`));
  await expect(page.getByRole('heading', { name: /預售屋$/, level: 1 })).toBeVisible();
});

test('the VR zone lists panoramas that open in the page', async ({ page }) => {
  await page.goto(`${origin('newhouse')}/vr?regionid=1`);
  await expect(page.getByRole('heading', { name: '台北市VR720看屋', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  const cards = page.getByTestId('project');
  await expect(cards.first()).toContainText('VR720');
  expect(await cards.count()).toBe(await cards.filter({ hasText: 'VR720' }).count());
  await cards.first().locator('.project-card__title a').click();
  await waitForApp(page);
  const panorama = page.getByTestId('panorama');
  await panorama.getByRole('button', { name: '開始 VR720 看屋' }).click();
  // The viewer draws with WebGL; a browser without it keeps the flat picture and says why.
  await expect(panorama).toHaveAttribute('data-state', /^(ready|failed)$/, { timeout: 15_000 });
  if ((await panorama.getAttribute('data-state')) === 'ready') {
    await expect(panorama.locator('canvas')).toBeVisible();
  } else {
    await expect(panorama.getByRole('alert')).toContainText('WebGL');
  }
});

test('the pages for builders are axe clean', async ({ page }) => {
  for (const path of ['/post', '/sales-tips', '/rank-plan']) {
    const response = await page.goto(`${origin('newhouse')}${path}`);
    expect(response?.status(), path).toBe(200);
    await expectNoSeriousViolations(page);
  }
});

/** A seeded builder's development account (SEED_BUILDER_PASSWORD in the e2e API's env). */
const BUILDER = { mobile: '0980000001', password: 'builder-demo-591' };

test('a visitor books a visit with an SMS code, and the builder sees it in the member centre', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  await visitFromOwnAddress(page.context());
  // The builder logs in and finds their projects in 賞屋預約.
  await page.goto(`${origin('user')}/login`);
  await page.getByLabel('手機號碼').fill(BUILDER.mobile);
  await page.getByLabel('密碼').fill(BUILDER.password);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${origin('user')}/center/visits`);
  await expect(page.getByTestId('own-projects')).toBeVisible();
  const cookie = (await page.context().cookies())
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
  const own = await apiGet<{ items: { id: number; name: string; saleStatus: string }[] }>(
    request,
    '/v1/user/new-builds?pageSize=100',
    cookie,
  );
  const project = own.items.find((item) => item.saleStatus !== 'sold-out')!;
  expect(project).toBeTruthy();

  // A visitor, not logged in, books it from the project page.
  const visitorContext = await browser.newContext();
  await visitFromOwnAddress(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${origin('newhouse')}/${project.id}`);
  await waitForApp(visitor);
  const form = visitor.getByTestId('visit-form');
  await form.getByLabel('姓名').fill('林美玲');
  // 0812… is no Taiwan mobile: refused at the field, in words, before any code is sent.
  await form.getByLabel('手機號碼').fill('0812345678');
  await form.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(form.getByLabel('手機號碼')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('請輸入正確的手機號碼');
  await expect(form.getByLabel('姓名')).toHaveValue('林美玲');

  const mobile = newMobile();
  await form.getByLabel('手機號碼').fill(mobile);
  await form.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(form.getByRole('status')).toContainText('驗證碼已傳送');
  await expect(form.getByRole('button', { name: /秒後可重送/ })).toBeDisabled();

  // The development outbox shows the text the code went out in.
  const code = await codeFromOutbox(visitor, mobile);

  const day = new Date(Date.now() + 8 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('簡訊驗證碼').fill(code);
  await form.getByLabel('希望日期').fill(day);
  await form.getByRole('radio', { name: '下午' }).check();
  await form.getByRole('button', { name: '送出預約' }).click();
  // Without consent to the privacy statement, nothing is booked and nothing is lost.
  await expect(form.getByRole('checkbox')).toBeFocused();
  await expect(form.getByLabel('簡訊驗證碼')).toHaveValue(code);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '送出預約' }).click();
  const [, month, date] = day.split('-');
  await expect(visitor.getByTestId('visit-booked')).toContainText(
    `${Number(month)}/${Number(date)} 下午`,
  );
  await expectNoSeriousViolations(visitor);
  await visitorContext.close();

  // The builder has it in 賞屋預約, and in 通知中心.
  await page.reload();
  // This visitor's booking: the builder's projects keep earlier visitors' too.
  const booked = page.getByTestId('visit').filter({ hasText: mobile });
  await expect(booked).toContainText('林美玲');
  await expect(booked).toContainText(project.name);
  await expect(booked).toContainText(`${day.replaceAll('-', '/')} 下午`);
  await expectNoSeriousViolations(page);
  await page.goto(`${origin('user')}/center/notifications`);
  await expect(
    page
      .getByTestId('alert-item')
      .filter({ hasText: `新的預約賞屋：${project.name}` })
      .first(),
  ).toContainText(mobile);
});

test('a new member saves a project from its page, and removes it from 收藏的建案', async ({
  page,
  request,
}) => {
  await visitFromOwnAddress(page.context());
  const [project] = (await apiGet<ProjectPage>(request, '/v1/new-builds?regionid=1')).items;
  const projectUrl = `${origin('newhouse')}/${project!.id}`;
  await page.goto(projectUrl);
  await waitForApp(page);
  await logInAsNewMember(page);
  await waitForApp(page);

  // The button turns at once; the centre is opened once the API has stored it.
  const box = page.getByTestId('price-box');
  const stored = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith(`/v1/user/new-build-favourites/${project!.id}`),
  );
  await box.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(box.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  expect((await stored).status()).toBe(200);

  await page.goto(`${origin('user')}/center`);
  const saved = page.getByTestId('saved-project');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('link', { name: project!.name, exact: true })).toHaveAttribute(
    'href',
    projectUrl,
  );
  await expect(saved.locator('.center-item__price')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: '收藏的建案（1）' })).toBeVisible();
  await saved.getByRole('button', { name: `移除收藏：${project!.name}` }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('還沒有收藏的建案')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.reload();
  await expect(page.getByText('還沒有收藏的建案')).toBeVisible();

  await page.goto(projectUrl);
  await waitForApp(page);
  await expect(box.getByRole('button', { name: '收藏', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
