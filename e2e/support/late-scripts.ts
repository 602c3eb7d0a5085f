import { PAGE_SHOWN_MARK } from '@591/config';
import type { Page } from '@playwright/test';
import { DOMAIN } from './site.ts';

/** How late the scripts arrive: a phone on a slow network, while its visitor already acts. */
export const SCRIPT_DELAY_MS = 2_000;

/** Every script of the site arrives SCRIPT_DELAY_MS late; the HTML and styles do not. */
export async function delayScripts(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname.endsWith(`.${DOMAIN}`) && url.pathname.endsWith('.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.continue();
    },
  );
}

/** Whether the page's app has started (it marks the first page shown). */
export function appStarted(page: Page): Promise<boolean> {
  return page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, PAGE_SHOWN_MARK);
}
