import { PAGE_SHOWN_MARK } from '@591/config';
import type { Page } from '@playwright/test';

/**
 * Pages arrive rendered by the server: their text shows before the app runs. This waits
 * until the app has hydrated the page and started (the root shell's mark) and the header
 * and footer islands are live, so clicks are handled by the app, not a full page load.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) =>
      performance.getEntriesByName(mark).length > 0 &&
      [...document.querySelectorAll('[data-island]')].every((island) =>
        island.hasAttribute('data-live'),
      ),
    PAGE_SHOWN_MARK,
  );
}
