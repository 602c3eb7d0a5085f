import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { waitForApp } from './app-ready.ts';
import { visitFromOwnAddress } from './members.ts';
import { type ApiMember, logInThroughApi } from './poster.ts';
import { origin } from './site.ts';
import { expect } from './test.ts';

/** The seeded moderator of the README (SEED_MODERATOR_PASSWORD of the e2e site). */
export const MODERATOR = { mobile: '0985000002', password: 'moderator-demo-591' };

/** The moderator, logged in through the login page in a browser of its own. */
export async function logInAsModerator(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await visitFromOwnAddress(context);
  const page = await context.newPage();
  await page.goto(`${origin('user')}/login`);
  await waitForApp(page);
  await page.getByLabel('手機號碼').fill(MODERATOR.mobile);
  await page.getByLabel('密碼').fill(MODERATOR.password);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(`${origin('user')}/center`);
  return page;
}

/** A brokerage's application as a real one reads: a licence, a company, a valid 統一編號. */
export const BROKER_APPLICATION = {
  kind: 'broker',
  licence: '(113)北市經證字第04321號',
  company: '信義房屋',
  taxId: '04595257',
};

/** The member applies as a broker and the moderator approves, through the API as the desk does. */
export async function approveThroughApi(
  request: APIRequestContext,
  member: ApiMember,
): Promise<void> {
  await member.call('post', '/v1/user/professional', BROKER_APPLICATION);
  const moderator = await logInThroughApi(request, MODERATOR.mobile, MODERATOR.password);
  await moderator.call('post', `/v1/moderation/professionals/${member.id}`, {
    status: 'approved',
    reason: '證書與公司登記相符',
  });
}
