import type { Page } from '@playwright/test';
import { origin } from './site.ts';
import { newestCode } from './sms-codes.ts';
import { expect } from './test.ts';

/** The texts the development outbox shows for the mobile, newest first, as a person reads them. */
async function outboxTexts(page: Page, mobile: string): Promise<string[]> {
  const outbox = await page.context().newPage();
  await outbox.goto(`${origin('user')}/dev/sms?mobile=${mobile}`);
  const texts = outbox.getByTestId('sms-outbox').locator('li');
  await texts.first().waitFor();
  const shown = await texts.allTextContents();
  await outbox.close();
  return shown;
}

/** The newest text the development outbox shows for the mobile. */
export async function newestText(page: Page, mobile: string): Promise<string> {
  return (await outboxTexts(page, mobile))[0] ?? '';
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

/** The code of the newest code texted to the mobile. */
export async function codeFromOutbox(page: Page, mobile: string): Promise<string> {
  const texts = await outboxTexts(page, mobile);
  const code = newestCode(texts);
  expect(code, texts.join('\n')).toBeTruthy();
  return code!;
}
