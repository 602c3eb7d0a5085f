import type { Page } from '@playwright/test';

/** Uncaught errors, hydration mismatches and federation fallbacks a page reported. */
export function watchPage(page: Page) {
  const uncaught: string[] = [];
  const fallbacks: string[] = [];
  const hydration: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  page.on('console', (message) => {
    if (message.text().startsWith('[federation]')) fallbacks.push(message.text());
    if (message.text().startsWith('[hydration]')) hydration.push(message.text());
  });
  return { uncaught, fallbacks, hydration };
}

/**
 * Counts the React renderers that register with the devtools hook: each copy of react-dom
 * on the page registers once, so a second copy shows up as 2.
 */
export async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __reactRenderers: number;
      __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;
    };
    w.__reactRenderers = 0;
    let id = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject() {
        w.__reactRenderers += 1;
        id += 1;
        return id;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers);
}
