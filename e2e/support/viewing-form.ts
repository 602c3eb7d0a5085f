import type { Locator, Page } from '@playwright/test';
import { waitForApp } from './app-ready.ts';
import { expect } from './test.ts';

/** Opens the 預約看屋 form of the listing whose detail page is at `url`. */
export async function openBookingForm(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await waitForApp(page);
  const panel = page.getByTestId('viewing-panel');
  await panel.getByRole('button', { name: '查看可預約時段' }).click();
  const form = panel.getByTestId('viewing-form');
  await expect(form).toBeVisible();
  return form;
}

/** Types the mobile into the form and asks for its code. */
export async function askCode(form: Locator, mobile: string) {
  await form.getByLabel('手機號碼').fill(mobile);
  await form.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(form.getByRole('status')).toContainText('驗證碼已傳送');
}
