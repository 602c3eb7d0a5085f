import { randomInt } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { origin } from './site.ts';
import { codeFromOutbox } from './sms-outbox.ts';
import { expect } from './test.ts';

export { newMobile } from './mobiles.ts';

export interface NewMember {
  mobile: string;
  password: string;
  realname: string;
  sex: '先生' | '小姐';
}

/**
 * Fills in the register page as a visitor would and presses 註冊: the mobile, the code texted
 * to it (read from the development outbox, unless `withCode` is false), and the rest.
 */
export async function registerFromPage(
  page: Page,
  member: NewMember,
  { acceptTerms = true, withCode = true } = {},
): Promise<void> {
  await page.getByLabel('手機號碼').fill(member.mobile);
  if (withCode) {
    await page.getByRole('button', { name: '發送驗證碼' }).click();
    await expect(page.getByRole('status').filter({ hasText: '驗證碼已傳送' })).toBeVisible();
    await page.getByLabel('簡訊驗證碼').fill(await codeFromOutbox(page, member.mobile));
  }
  await page.getByLabel('密碼', { exact: true }).fill(member.password);
  await page.getByLabel('姓名').fill(member.realname);
  await page.getByRole('radio', { name: member.sex }).check();
  if (acceptTerms) await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '註冊' }).click();
}

/**
 * Makes a browser context a visitor of its own: its calls to the API come from an address
 * drawn for it (the gateway takes X-Forwarded-For from a loopback peer, as from the edge).
 * The API limits log-ins and registrations per address; tests running side by side on one
 * machine would otherwise be counted as one person trying again and again.
 */
export async function visitFromOwnAddress(context: BrowserContext): Promise<void> {
  const address = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
  const api = new URL(origin('api'));
  // Set on the way out, not as a page header: a page's own header would need CORS approval.
  await context.route(
    (url) => url.host === api.host,
    (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}
