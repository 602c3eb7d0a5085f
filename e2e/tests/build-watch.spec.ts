import type { Page } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const PROMPT_TEXT = '網站已更新，請重新整理';
const HOME_HEADING = '591房屋交易網';

/** Answers builds/latest.json with whatever build the test says is live now. */
async function serveLatestBuild(page: Page) {
  const live = { id: '' };
  const polls: string[] = [];
  await page.route('**/builds/latest.json*', (route) => {
    polls.push(route.request().url());
    return route.fulfill({ json: { id: live.id, timestamp: Date.now() } });
  });
  return { live, polls };
}

/** Document loads in the main frame; a client-side navigation adds none. */
function countLoads(page: Page) {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

/** A mark on the page's window: a full page load starts a new window without it. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { buildWatchMark: boolean }).buildWatchMark = true;
  });
const windowIsMarked = (page: Page) => page.evaluate(() => 'buildWatchMark' in window);

/** Coming back to the tab makes the page ask for the live build; it logs one it has not seen. */
async function learnNewBuild(page: Page, id: string) {
  const logged = page.waitForEvent('console', (message) =>
    message.text().startsWith(`[build-watch] build ${id} `),
  );
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await logged;
}

/** The page shows its heading, and the app (with it the build watch) has started. */
async function openApp(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await waitForApp(page);
}

/** What back and forward do: the URL changes in place and the router navigates to it. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Long enough for a reload the page should not do to have started. */
const expectNoReload = async (page: Page, loads: () => number, expected: number) => {
  await page.waitForTimeout(1_000);
  expect(loads()).toBe(expected);
  expect(await windowIsMarked(page)).toBe(true);
};

test('every app publishes its build id, and a page fetches the meta of its own build', async ({
  page,
}) => {
  // Each app's landing page ('/' on its own host) is rendered at build time; www also its
  // image-ad page.
  const prerendered = { www: ['/', '/advertisement'], rent: ['/'] };
  for (const [host, paths] of Object.entries(prerendered)) {
    const meta = page.waitForResponse((response) =>
      /\/builds\/meta\/[^/]+\.json$/.test(response.url()),
    );
    await page.goto(`${origin(host)}/`);
    const response = await meta;
    const latest = await page.evaluate(async () => {
      const answer = await fetch('/builds/latest.json');
      return { cacheControl: answer.headers.get('cache-control'), build: await answer.json() };
    });
    expect(latest.cacheControl).toBe('no-cache');
    expect(response.url()).toBe(`${origin(host)}/builds/meta/${latest.build.id}.json`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      ...latest.build,
      matcher: { static: {}, wildcard: {} },
      prerendered: paths,
    });
  }
});

test('a new build reloads the next page once, and the same path not again within 10 s', async ({
  page,
}) => {
  const watch = watchPage(page);
  const { live, polls } = await serveLatestBuild(page);
  const loads = countLoads(page);
  await openApp(page, `${origin('www')}/`, HOME_HEADING);
  await markWindow(page);

  live.id = 'next-1';
  await learnNewBuild(page, 'next-1');
  expect(polls.at(-1)).toMatch(/\/builds\/latest\.json\?t=\d+$/);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: '台北市租屋' }).click();
  await reloaded;
  await expect(page).toHaveURL(`${origin('www')}/rent/list?region=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('租屋列表');
  await waitForApp(page);
  expect(await windowIsMarked(page)).toBe(false);
  expect(loads()).toBe(2);

  // Still not the build the server hands out: a second reload of /rent/list must wait 10 s.
  // Counted from now, not from the reload above: a busy machine can take longer than the
  // window to get here, and then a reload would rightly be allowed.
  await page.evaluate(() => sessionStorage.setItem('591:reload:/rent/list', String(Date.now())));
  await markWindow(page);
  live.id = 'next-2';
  await learnNewBuild(page, 'next-2');
  await navigateInApp(page, '/rent/list?region=3');
  await expect(page).toHaveURL(`${origin('www')}/rent/list?region=3`);
  await expectNoReload(page, loads, 2);
  await expect(page.getByText(PROMPT_TEXT)).toHaveCount(0);
  expect(watch.uncaught).toEqual([]);
});

test('with storage disabled a new build never reloads by itself: a prompt asks', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
  const { live } = await serveLatestBuild(page);
  const loads = countLoads(page);
  await openApp(page, `${origin('www')}/`, HOME_HEADING);
  await markWindow(page);

  live.id = 'next-1';
  await learnNewBuild(page, 'next-1');
  await page.getByRole('link', { name: '台北市租屋' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('租屋列表');
  await expect(page.getByText(PROMPT_TEXT)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${origin('www')}/`);
  await expectNoReload(page, loads, 1);
  await expect(page.getByText(PROMPT_TEXT)).toHaveCount(1);

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: '重新整理' }).click();
  await reloaded;
  expect(loads()).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
  await waitForApp(page);

  // The reloaded page still sees a newer build: it asks again rather than reloading again.
  await markWindow(page);
  await learnNewBuild(page, 'next-1');
  await page.getByRole('link', { name: '新北市租屋' }).click();
  await expect(page.getByText(PROMPT_TEXT)).toBeVisible();
  await expectNoReload(page, loads, 2);
});

test('a chunk that fails to load reloads the page once, not in a loop', async ({ page }) => {
  await page.route('**/assets/list-page-*.js', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  const loads = countLoads(page);
  const reloaded = page.waitForEvent('load', { predicate: () => loads() === 2 });
  await page.goto(`${origin('rent')}/list`);
  await reloaded;
  await expect(page.locator('section[data-status]')).toBeVisible();
  await markWindow(page);
  await expectNoReload(page, loads, 2);
});
