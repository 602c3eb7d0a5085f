import type { Browser, Page } from '@playwright/test';
import { waitForApp } from './app-ready.ts';
import { visitFromOwnAddress } from './members.ts';
import { origin } from './site.ts';
import { expect } from './test.ts';

/** SEED_POSTER_PASSWORD of the e2e API: the README's password of the seeded posters. */
export const POSTER_PASSWORD = 'poster-demo-591';

/** The README's rule: the owner of seeded listing n logs in with 096 and n in 7 digits. */
export const ownerMobile = (listingId: number) => `096${String(listingId).padStart(7, '0')}`;

/**
 * The owner of a seeded listing, logged in through the login page in a browser of their own
 * with the README's account; close its context when done.
 */
export async function logInAsOwner(browser: Browser, listingId: number): Promise<Page> {
  const context = await browser.newContext();
  await visitFromOwnAddress(context);
  const page = await context.newPage();
  await page.goto(`${origin('user')}/login`);
  await waitForApp(page);
  await page.getByLabel('手機號碼').fill(ownerMobile(listingId));
  await page.getByLabel('密碼').fill(POSTER_PASSWORD);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(`${origin('user')}/center`);
  return page;
}
