import type { ChildProcess } from 'node:child_process';
import type { APIRequestContext, Browser } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { startApi, startGateway } from '../support/processes.ts';
import { API_PORT, origin, PORT } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** A site of its own whose API counts every visitor's calls, a few a minute. */
const LIMITED_PORT = PORT + 2;
const LIMITED_API_PORT = API_PORT + 2;
const PER_MINUTE = 40;
const LIST = `${origin('rent', LIMITED_PORT)}/list?region=1`;
/** A list no visitor has asked for yet: a page kept for everyone is served without the API. */
const UNASKED_LIST = `${origin('rent', LIMITED_PORT)}/list?region=2`;

let processes: ChildProcess[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Seeding a catalogue and starting two services: minutes on a busy machine.
  test.setTimeout(300_000);
  processes = [
    await startApi(LIMITED_API_PORT, {
      dataDir: '.data/e2e-rate-limit',
      listings: 300,
      sitePort: LIMITED_PORT,
      rateLimitPerMinute: PER_MINUTE,
    }),
    await startGateway(LIMITED_PORT, { API_ORIGIN: `http://127.0.0.1:${LIMITED_API_PORT}` }),
  ];
});

test.afterAll(() => {
  for (const process of processes) process.kill();
});

/** Uses up a visitor's minute, calling the API as that visitor (the edge trusts loopback). */
async function useUpLimit(request: APIRequestContext, address: string) {
  for (let call = 0; call <= PER_MINUTE; call += 1) {
    const response = await request.get(
      `http://127.0.0.1:${LIMITED_API_PORT}/v1/rent/listings?pageSize=1`,
      { headers: { 'x-forwarded-for': address } },
    );
    if (response.status() === 429) return;
  }
  throw new Error(`The API never refused ${address}`);
}

/**
 * A browser whose every request reaches the edge from `address`, as a proxy in front would
 * say. Added below the page (extra headers would make the browser ask CORS preflights).
 */
async function visitor(browser: Browser, address: string) {
  const context = await browser.newContext();
  await context.route('**/*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  return context;
}

test('a rate-limited visitor is told at once to wait, while others are served', async ({
  browser,
  request,
}) => {
  // Another visitor is served, rendered on the server (and the render service is warm).
  const other = await visitor(browser, '203.0.113.51');
  const served = await (await other.newPage()).goto(LIST);
  expect(served?.status()).toBe(200);
  expect(served?.headers()['x-render']).toBe('server');

  await useUpLimit(request, '203.0.113.50');
  const limited = await visitor(browser, '203.0.113.50');
  const page = await limited.newPage();
  const started = Date.now();
  // Timed to the answer, not to every image and script of the page it brings.
  const response = await page.goto(UNASKED_LIST, { waitUntil: 'commit' });
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(response?.status()).toBe(429);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('請求過於頻繁');
  await expect(page.getByRole('timer')).toHaveText(/^請求過於頻繁，請於\d+秒後再試$/);
  expect(page.url()).toBe(UNASKED_LIST);
  // The page kept for everyone asks nothing of the API: the CDN serves it to them too.
  const kept = await (await limited.newPage()).goto(LIST, { waitUntil: 'commit' });
  expect(kept?.status()).toBe(200);
  expect(kept?.headers()['x-cache']).toBe('hit');

  // Meanwhile the other visitor's pages still render on the server.
  const again = await (await other.newPage()).goto(`${LIST}&kind=2`);
  expect(again?.headers()['x-render']).toBe('server');
  await limited.close();
  await other.close();
});

test('a search refused in the browser keeps the list shown and counts down to a retry', async ({
  browser,
  request,
}) => {
  const context = await visitor(browser, '203.0.113.60');
  const page = await context.newPage();
  await page.goto(LIST);
  await waitForApp(page);
  const results = page.getByRole('region', { name: '搜尋結果' }).filter({ visible: true });
  const shown = await results.getByRole('link').first().textContent();

  await useUpLimit(request, '203.0.113.60');
  await page
    .getByRole('navigation', { name: '篩選條件' })
    .filter({ visible: true })
    .getByRole('link', { name: '獨立套房' })
    .click();

  const notice = page.getByRole('alert').filter({ hasText: '請求過於頻繁' });
  await expect(notice.getByRole('timer')).toHaveText(/^請求過於頻繁，請於\d+秒後再試$/);
  await expect(page).toHaveURL(LIST);
  await expect(results.getByRole('link').first()).toHaveText(shown ?? '');
  await expect(notice.getByRole('button', { name: '重試' })).toBeEnabled();
  await context.close();
});
