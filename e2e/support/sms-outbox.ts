import type { Page } from '@playwright/test';
import { origin } from './site.ts';
import { expect } from './test.ts';

/** The newest text the development outbox shows for the mobile, as a person would read it. */
export async function newestText(page: Page, mobile: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`${origin('user')}/dev/sms?mobile=${mobile}`);
  const text = await outbox.getByTestId('sms-outbox').locator('li').first().textContent();
  await outbox.close();
  return text ?? '';
}

/**
 * The newest text to the mobile once it is one `like` (a confirmation or a reply's link is sent
 * by the text jobs within a second or two of the change, so the outbox is read until it shows).
 */
export async function textLike(page: Page, mobile: string, like: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = await newestText(page, mobile);
        return text;
      },
      { timeout: 15_000 },
    )
    .toMatch(like);
  return text;
}

/** The code of the newest text to the mobile. */
export async function codeFromOutbox(page: Page, mobile: string): Promise<string> {
  const text = await newestText(page, mobile);
  const code = /驗證碼為 (\d{6})/.exec(text)?.[1];
  expect(code, text).toBeTruthy();
  return code!;
}
