import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { seededListing } from '../support/listings.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const REPORT_URL = `${origin('api')}/home/detail/recommend/report`;
const GROUPS = ['nearby', 'similar_price', 'similar_area'] as const;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

interface Report {
  fields: Record<string, string>;
  contentType: string;
  status: number;
}

/** The fields of a multipart/form-data body. */
function formFields(request: Request): Record<string, string> {
  const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')?.[1];
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const field = /name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
    if (field) fields[field[1]!] = field[2]!;
  }
  return fields;
}

/**
 * Every report the browser sends: passed on to the API, whose answer is recorded too. The
 * test reaches the gateway by address: only the browser maps the site's host names here.
 */
async function recordReports(context: BrowserContext) {
  const reports: Report[] = [];
  const api = new URL(REPORT_URL);
  await context.route(REPORT_URL, async (route) => {
    const response = await route.fetch({
      url: `http://127.0.0.1:${api.port}${api.pathname}`,
      headers: { ...route.request().headers(), host: api.host },
    });
    reports.push({
      fields: formFields(route.request()),
      contentType: route.request().headers()['content-type'] ?? '',
      status: response.status(),
    });
    await route.fulfill({ response });
  });
  return reports;
}

/** A rent listing of the seeded catalogue; every one has neighbours to recommend. */
async function rentListingId(request: APIRequestContext): Promise<number> {
  return (await seededListing(request, 'rent', { region: '1' })).id;
}

const block = (page: Page, group: string) => page.locator(`[data-recommendation-group="${group}"]`);

/** The listings a block shows: each is a result card (whose tags are list items of their own). */
const listingsOf = (page: Page, group: string) => block(page, group).getByRole('article');

/** Scrolls every listing of every block into view; returns how many distinct ids each shows. */
async function seeEveryBlock(page: Page) {
  await expect(listingsOf(page, 'nearby').first()).toBeAttached();
  const shown: Record<string, number> = {};
  for (const group of GROUPS) {
    const listings = listingsOf(page, group);
    const hrefs = new Set<string>();
    for (const listing of await listings.all()) {
      await listing.scrollIntoViewIfNeeded();
      hrefs.add((await listing.getByRole('link').getAttribute('href')) ?? '');
    }
    shown[group] = hrefs.size;
  }
  // The observer reports on the next frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
  return shown;
}

const counts = (exposures: number, clickCount = 0) =>
  JSON.stringify({ exposures, clicks: 0, click_count: clickCount });

test('leaving a detail page sends one beacon with what its blocks showed', async ({
  context,
  page,
  request,
}) => {
  const reports = await recordReports(context);
  const id = await rentListingId(request);
  await page.goto(`${origin('rent')}/${id}`);
  await waitForApp(page);
  for (const title of ['附近物件', '相似價格', '相似坪數']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  const shown = await seeEveryBlock(page);
  expect(Object.values(shown).every((count) => count > 0)).toBe(true);

  await page.goto(`${origin('www')}/`);
  await expect.poll(() => reports.length).toBe(1);
  const deviceCookie = (await context.cookies()).find((cookie) => cookie.name === 'deviceid');
  expect(deviceCookie).toMatchObject({ domain: '.591.com.tw', path: '/' });
  expect(deviceCookie!.value).toMatch(/^[A-Za-z0-9_-]{21}$/);
  expect(deviceCookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  const [report] = reports;
  expect(report!.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(report!.fields).toEqual({
    type: '1',
    post_id: String(id),
    device: 'pc',
    deviceid: deviceCookie!.value,
    nearby: counts(shown.nearby!),
    similar_price: counts(shown.similar_price!),
    similar_area: counts(shown.similar_area!),
  });
  expect(report!.status).toBe(204);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('591房屋交易網');
  expect(reports).toHaveLength(1);
});

test('a click on a recommendation counts in its group, sent as the page is left for it', async ({
  context,
  page,
  request,
}) => {
  const reports = await recordReports(context);
  const id = await rentListingId(request);
  await page.goto(`${origin('www')}/rent/${id}`);
  await waitForApp(page);
  const target = block(page, 'similar_area').getByRole('link').first();
  const targetId = (await target.getAttribute('href'))!.split('/').pop();
  await target.click();
  await expect(page.getByTestId('listing-id').filter({ visible: true })).toHaveText(
    `物件編號：${targetId}`,
  );

  await expect.poll(() => reports.length).toBe(1);
  const { fields, status } = reports[0]!;
  expect(fields).toMatchObject({ type: '1', post_id: String(id), device: 'pc' });
  expect(JSON.parse(fields.similar_area!)).toMatchObject({ clicks: 0, click_count: 1 });
  expect(JSON.parse(fields.similar_area!).exposures).toBeGreaterThan(0);
  expect(status).toBe(204);
});

test('nothing is sent when no recommendation was seen', async ({ context, page, request }) => {
  const reports = await recordReports(context);
  await page.setViewportSize({ width: 1280, height: 360 });
  await page.goto(`${origin('rent')}/${await rentListingId(request)}`);
  await waitForApp(page);
  await expect(block(page, 'nearby')).toBeAttached();
  const firstListing = await listingsOf(page, 'nearby').first().boundingBox();
  expect(firstListing!.y).toBeGreaterThan(360);

  await page.goto(`${origin('www')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('591房屋交易網');
  await page.waitForTimeout(1_000);
  expect(reports).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, hasTouch: true });

  /**
   * A beacon sent from pagehide leaves as the document unloads, when the browser no longer
   * shows it to the test's network hooks; the page keeps a copy in its origin's storage.
   */
  async function keepBeaconCopies(page: Page) {
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, body) => {
        const sent = send(url, body);
        const fields = body instanceof FormData ? Object.fromEntries(body) : {};
        const copies = JSON.parse(localStorage.getItem('e2e-beacons') ?? '[]');
        localStorage.setItem('e2e-beacons', JSON.stringify([...copies, { url, fields, sent }]));
        return sent;
      };
    });
    return () => page.evaluate(() => JSON.parse(localStorage.getItem('e2e-beacons') ?? '[]'));
  }

  test('the beacon leaves on pagehide and says touch', async ({ page, request }) => {
    const copies = await keepBeaconCopies(page);
    const id = await rentListingId(request);
    await page.goto(`${origin('rent')}/${id}`);
    await waitForApp(page);
    const shown = await seeEveryBlock(page);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeunload')));
    expect(await copies()).toEqual([]);

    await page.goto(`${origin('rent')}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('租屋');
    expect(await copies()).toEqual([
      {
        url: REPORT_URL,
        sent: true,
        fields: expect.objectContaining({
          type: '1',
          post_id: String(id),
          device: 'touch',
          nearby: counts(shown.nearby!),
          similar_price: counts(shown.similar_price!),
          similar_area: counts(shown.similar_area!),
        }),
      },
    ]);
  });
});
