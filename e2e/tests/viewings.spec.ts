import type { Browser, Locator, Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { newMobile, visitFromOwnAddress } from '../support/members.ts';
import { type ApiMember, logInContext, RENTAL, registerThroughApi } from '../support/poster.ts';
import { origin } from '../support/site.ts';
import { codeFromOutbox } from '../support/sms-outbox.ts';
import { expect, test } from '../support/test.ts';
import { askCode, openBookingForm } from '../support/viewing-form.ts';

/** Publishes a rental as the member; its id. */
async function publishRental(poster: ApiMember): Promise<number> {
  const draft = await poster.call('post', '/v1/user/drafts', { section: 'rent', type: 1 });
  await poster.call('put', `/v1/user/drafts/${draft.id}`, { ...RENTAL, title: '預約看屋測試套房' });
  return (await poster.call('post', `/v1/user/drafts/${draft.id}/publish`)).id;
}

/** The next Saturday at least two days away, as the slot list names it: `3/7（六）`. */
function nextSaturdayLabel(): string {
  for (let ahead = 2; ; ahead += 1) {
    const day = new Date(Date.now() + 8 * 3_600_000 + ahead * 86_400_000);
    if (day.getUTCDay() === 6) return `${day.getUTCMonth() + 1}/${day.getUTCDate()}（六）`;
  }
}

/** A browser of its own, logged in as the member when one is given. */
async function visitor(browser: Browser, member?: ApiMember): Promise<Page> {
  const context = await browser.newContext();
  await visitFromOwnAddress(context);
  if (member) await logInContext(context, member);
  return context.newPage();
}

/** Opens the rental's 預約看屋 form on its detail page. */
const openRentalForm = (page: Page, listingId: number) =>
  openBookingForm(page, `${origin('rent')}/${listingId}`);

/** The slot of the next Saturday at the time given. */
const saturdaySlot = (form: Locator, time: string) =>
  form.getByRole('group', { name: nextSaturdayLabel() }).getByRole('radio', { name: time });

test('a poster opens Saturday mornings; a visitor books 10:30 with a code, the poster confirms, and the seeker cancels', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const poster = await registerThroughApi(request, { realname: '陳' });
  const listingId = await publishRental(poster);

  // The poster opens Saturday 10:00-12:00 in 30-minute slots, one booking each, from 我的物件.
  await visitFromOwnAddress(page.context());
  await logInContext(page.context(), poster);
  await page.goto(`${origin('user')}/center/listings`);
  await waitForApp(page);
  await page.getByRole('button', { name: '預約看屋設定：預約看屋測試套房' }).click();
  const settings = page.getByRole('form', { name: '預約看屋設定：預約看屋測試套房' });
  await settings.getByRole('checkbox', { name: '開放預約看屋' }).check();
  await settings.getByRole('radio', { name: '由我逐一確認' }).check();
  await settings.getByRole('button', { name: '新增每週時段' }).click();
  const weekly = settings.getByTestId('weekly-time');
  await weekly.getByLabel('星期').selectOption({ label: '星期六' });
  await weekly.getByLabel('開始').fill('10:00');
  await weekly.getByLabel('結束').fill('12:00');
  await settings.getByLabel('時段長度').selectOption({ label: '30 分鐘' });
  await settings.getByRole('button', { name: '儲存設定' }).click();
  await expect(settings).toContainText('已儲存預約看屋設定');
  await expectNoSeriousViolations(page);

  // A member books 10:30 with another mobile, confirmed by the code from the outbox.
  const seeker = await registerThroughApi(request, { realname: '林美玲' });
  const seekerPage = await visitor(browser, seeker);
  const form = await openRentalForm(seekerPage, listingId);
  await expect(saturdaySlot(form, '10:00')).toBeEnabled();
  await expect(form.getByLabel('姓名')).toHaveValue('林美玲');
  // Numbers the prefix rule refuses are refused at the field before any code is sent.
  for (const wrong of ['0812345678', '091']) {
    await form.getByLabel('手機號碼').fill(wrong);
    await form.getByLabel('簡訊驗證碼').focus();
    await expect(form.getByLabel('手機號碼')).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('請輸入正確的手機號碼（09 開頭共 10 碼）');
    await expect(form.getByRole('button', { name: '發送驗證碼' })).toBeDisabled();
  }
  const mobile = newMobile();
  await askCode(form, mobile);
  const code = await codeFromOutbox(seekerPage, mobile);
  await saturdaySlot(form, '10:30').check();
  await form.getByLabel('簡訊驗證碼').fill(code);
  await form.getByRole('checkbox', { name: /隱私權政策/ }).check();
  await form.getByRole('button', { name: '送出預約' }).click();
  await expect(seekerPage.getByTestId('viewing-booked')).toContainText(
    `已送出預約：${nextSaturdayLabel()}10:30`,
  );
  await expectNoSeriousViolations(seekerPage);

  // The poster finds it in 預約看屋 and confirms it.
  await page.goto(`${origin('user')}/center/viewings`);
  const received = page.getByTestId('viewing').filter({ hasText: '林美玲' });
  await expect(received).toContainText(mobile);
  await expect(received.getByTestId('viewing-status')).toHaveText('待屋主確認');
  await received.getByRole('button', { name: /^確認：/ }).click();
  await expect(received.getByTestId('viewing-status')).toHaveText('已確認');
  await expect(received.getByRole('link', { name: '加入行事曆（.ics）' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto(`${origin('user')}/center/notifications`);
  await expect(page.getByTestId('alert-item').first()).toContainText(
    `有新的預約看屋，請於 24 小時內確認：${nextSaturdayLabel()}10:30`,
  );

  // The seeker sees it confirmed in their centre and in 通知中心.
  await seekerPage.goto(`${origin('user')}/center/viewings`);
  const mine = seekerPage.getByTestId('viewing').filter({ hasText: '預約看屋測試套房' });
  await expect(mine.getByTestId('viewing-status')).toHaveText('已確認');
  await seekerPage.goto(`${origin('user')}/center/notifications`);
  await expect(seekerPage.getByTestId('alert-item').first()).toContainText(
    `屋主已確認您的預約看屋：${nextSaturdayLabel()}10:30`,
  );
  await expectNoSeriousViolations(seekerPage);

  // A second visitor finds the slot full.
  const second = await visitor(browser);
  const secondForm = await openRentalForm(second, listingId);
  await expect(saturdaySlot(secondForm, '10:30（額滿）')).toBeDisabled();
  await expect(saturdaySlot(secondForm, '11:00')).toBeEnabled();

  // The seeker cancels with a reason; the slot is free again.
  await seekerPage.goto(`${origin('user')}/center/viewings`);
  await waitForApp(seekerPage);
  await mine.getByRole('button', { name: /^取消預約：/ }).click();
  await mine.getByRole('button', { name: '確定取消' }).click();
  await expect(mine).toContainText('請填寫取消原因');
  await mine.getByLabel('取消原因').fill('行程有變');
  await mine.getByRole('button', { name: '確定取消' }).click();
  await expect(mine.getByTestId('viewing-status')).toHaveText('已取消');
  const again = await openRentalForm(second, listingId);
  await expect(saturdaySlot(again, '10:30')).toBeEnabled();
});

test('a code tried wrong five times is dead, the right one too', async ({ browser, request }) => {
  const poster = await registerThroughApi(request);
  const listingId = await publishRental(poster);
  await poster.call('put', `/v1/user/listings/${listingId}/viewing-settings`, {
    enabled: true,
    mode: 'instant',
    slotMinutes: 30,
    places: 1,
    weekly: [{ weekday: 6, start: '10:00', end: '12:00' }],
    dates: [],
    blackouts: [],
  });
  const page = await visitor(browser);
  const form = await openRentalForm(page, listingId);
  await form.getByLabel('姓名').fill('王先生');
  const mobile = newMobile();
  await askCode(form, mobile);
  const code = await codeFromOutbox(page, mobile);
  await saturdaySlot(form, '11:00').check();
  await form.getByRole('checkbox', { name: /隱私權政策/ }).check();
  const wrong = code === '000000' ? '111111' : '000000';
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await form.getByLabel('簡訊驗證碼').fill(wrong);
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/v1/reservation/create'),
    );
    await form.getByRole('button', { name: '送出預約' }).click();
    expect((await answered).status()).toBe(400);
    await expect(form.getByText('驗證碼不正確')).toBeVisible();
    await expect(form.getByLabel('簡訊驗證碼')).toHaveAttribute('aria-invalid', 'true');
  }
  await form.getByLabel('簡訊驗證碼').fill(code);
  await form.getByRole('button', { name: '送出預約' }).click();
  await expect(form.getByText('驗證碼已過期，請重新發送')).toBeVisible();
  await expect(page.getByTestId('viewing-booked')).toHaveCount(0);
});
