import type { BrowserContext, Frame, Page } from '@playwright/test';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const HUB_URL = `${origin('www')}/hub/one-id`;
const ONE_ID = /^[0-9a-f]{32}$/;
const YEAR_S = 365 * 24 * 3600;

/** Every one-id exchange the browser makes, from any page or frame of the context. */
function recordExchanges(context: BrowserContext) {
  const localIds: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v1/one-id/get') localIds.push(url.searchParams.get('local_id') ?? '');
  });
  return localIds;
}

/** How many frames of the page opened the hub. */
function countHubFrames(page: Page) {
  const frames = new Set<Frame>();
  page.on('framenavigated', (frame) => {
    if (frame.url() === HUB_URL) frames.add(frame);
  });
  return () => frames.size;
}

async function oneIdCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === '__one_id__');
}

async function waitForOneId(context: BrowserContext) {
  await expect
    .poll(async () => (await oneIdCookie(context))?.value, { timeout: 15_000 })
    .toMatch(ONE_ID);
  return (await oneIdCookie(context))!;
}

/** The page is up and the start-up work after its first paint has had time to run. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

test('the one id is made once through the www hub, shared by www and rent, then reused', async ({
  context,
  page,
}) => {
  const watch = watchPage(page);
  const exchanges = recordExchanges(context);
  const hubFrames = countHubFrames(page);

  await page.goto(`${origin('www')}/`);
  const cookie = await waitForOneId(context);
  expect(hubFrames()).toBe(1);
  expect(cookie).toMatchObject({ domain: '.591.com.tw', path: '/' });
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(YEAR_S - 60);
  expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(YEAR_S + 60);
  expect(exchanges).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  // The hub frame is closed once it has answered.
  await expect(page.locator(`iframe[src="${HUB_URL}"]`)).toHaveCount(0);

  await page.goto(`${origin('rent')}/`);
  await settle(page);
  expect(await page.evaluate(() => document.cookie)).toContain(`__one_id__=${cookie.value}`);
  expect(exchanges).toHaveLength(1);
  expect(hubFrames()).toBe(1);
  expect((await oneIdCookie(context))?.value).toBe(cookie.value);

  await page.reload();
  await settle(page);
  expect(exchanges).toHaveLength(1);
  expect(hubFrames()).toBe(1);
  expect(watch.uncaught).toEqual([]);
});

test("every subdomain's frame gets the same local id from www's storage", async ({
  context,
  page,
}) => {
  const exchanges = recordExchanges(context);
  await page.goto(`${origin('rent')}/`);
  const first = await waitForOneId(context);
  // Rent's start-up work is done before it is left: nothing of it may ask once the cookie is
  // gone, and no page of the site runs meanwhile, or it would ask for a one-id again.
  await settle(page);
  const askedOnRent = exchanges.length;
  await page.goto('about:blank');
  await context.clearCookies();

  await page.goto(`${origin('sale')}/`);
  const second = await waitForOneId(context);
  await settle(page);
  expect(exchanges).toHaveLength(askedOnRent + 1);
  expect(new Set(exchanges)).toEqual(new Set([exchanges[0]]));
  expect(second.value).toBe(first.value);
});

test('a valid __one_id__ query parameter is stored without asking the service', async ({
  context,
  page,
}) => {
  const exchanges = recordExchanges(context);
  const given = 'abcdef0123456789abcdef0123456789';
  await page.goto(`${origin('rent')}/?__one_id__=${given}`);
  await expect.poll(async () => (await oneIdCookie(context))?.value).toBe(given);
  expect(await oneIdCookie(context)).toMatchObject({ domain: '.591.com.tw', path: '/' });

  await page.goto(`${origin('www')}/`);
  await settle(page);
  expect((await oneIdCookie(context))?.value).toBe(given);
  expect(exchanges).toEqual([]);
});

test('a malformed __one_id__ query parameter is ignored', async ({ context, page }) => {
  const exchanges = recordExchanges(context);
  await page.goto(`${origin('rent')}/?__one_id__=${encodeURIComponent('<script>x</script>')}`);
  const made = await waitForOneId(context);
  expect(made.value).not.toContain('script');
  expect(exchanges).toHaveLength(1);

  await page.goto(`${origin('rent')}/?__one_id__=ABCDEF0123456789ABCDEF0123456789`);
  await settle(page);
  expect((await oneIdCookie(context))?.value).toBe(made.value);
  expect(exchanges).toHaveLength(1);
});

/**
 * Opens the hub as a window of `opener` and sends it a getLocalId request for `ms`,
 * resolving with the first answer, or null. A window, not a frame: only the site may frame it.
 */
async function askHubFrom(opener: Page, ms: number) {
  const popup = opener.waitForEvent('popup');
  await opener.evaluate((hubUrl) => {
    (window as unknown as { hub: Window | null }).hub = window.open(hubUrl);
  }, HUB_URL);
  const hub = await popup;
  // The hub is one small static page: it fetches no script of the shell app.
  const scripts: string[] = [];
  hub.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await hub.waitForLoadState('load');
  expect(scripts).toEqual([]);
  return opener.evaluate(
    ({ hubOrigin, ms }) =>
      new Promise<unknown>((resolve) => {
        const hub = (window as unknown as { hub: Window }).hub;
        const ask = () =>
          hub.postMessage({ channel: '591-one-id-hub', id: 'e2e', method: 'getLocalId' }, '*');
        const timer = setInterval(ask, 200);
        window.addEventListener('message', (event) => {
          // The page's own identity frame talks to a hub too: only the answer to this ask counts.
          if (event.origin !== hubOrigin || (event.data as { id?: unknown })?.id !== 'e2e') return;
          clearInterval(timer);
          resolve(event.data);
        });
        setTimeout(() => {
          clearInterval(timer);
          resolve(null);
        }, ms);
        ask();
      }),
    { hubOrigin: origin('www'), ms },
  );
}

/** A page on a host the site does not own, served by the test itself. */
async function foreignPage(page: Page, url: string) {
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>foreign</title><iframe src="${HUB_URL}"></iframe>`,
    }),
  );
  await page.goto(url);
}

test('the hub answers the site and ignores a foreign origin or a lookalike host', async ({
  page,
  context,
}) => {
  await page.goto(`${origin('rent')}/`);
  await settle(page);
  const answer = (await askHubFrom(page, 10_000)) as { localId?: string };
  expect(answer).toMatchObject({ channel: '591-one-id-hub', id: 'e2e' });
  expect(answer.localId).toMatch(/^[0-9a-f]{32}$/);

  for (const url of ['http://evil.example/', 'http://rent.591.com.tw.evil.com:8480/']) {
    const foreign = await context.newPage();
    await foreignPage(foreign, url);
    expect(await askHubFrom(foreign, 3_000)).toBe(null);
    await foreign.close();
  }
});

test('only the site may frame the hub page', async ({ page, request }) => {
  // Asked of the gateway by address: only the browser maps the site's host names here.
  const hubUrl = new URL(HUB_URL);
  const response = await request.get(`http://127.0.0.1:${hubUrl.port}${hubUrl.pathname}`, {
    headers: { host: hubUrl.host, accept: 'text/html' },
  });
  const frameAncestors = /frame-ancestors ([^;]*)/.exec(
    response.headers()['content-security-policy'] ?? '',
  )?.[1];
  expect(frameAncestors).toBe(
    `'self' http://591.com.tw:${hubUrl.port} http://*.591.com.tw:${hubUrl.port}`,
  );

  await foreignPage(page, 'http://evil.example/');
  // The browser refuses to show the hub in the foreign page's frame: an error page stands in.
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toContain('chrome-error://chromewebdata/');
});
