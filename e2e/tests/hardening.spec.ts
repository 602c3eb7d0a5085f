import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitForApp } from '../support/app-ready.ts';
import { logInAsNewMember } from '../support/detail-page.ts';
import { gate } from '../support/gate.ts';
import { fetchPage } from '../support/http.ts';
import { seededListing } from '../support/listings.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

test.describe('pages for clients that accept anything', () => {
  test('curl and link-preview bots get the list page, not a 404', async ({ request }) => {
    const response = await fetchPage(request, `${origin('rent')}/list`, '*/*');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(/<title>([^<]*)<\/title>/.exec(response.html)?.[1]).toContain('租屋');
  });

  test('a missing script is still a plain 404', async ({ request }) => {
    const response = await fetchPage(request, `${origin('rent')}/missing-chunk.js`, '*/*');
    expect(response.status).toBe(404);
  });
});

test.describe('security headers', () => {
  test('every kind of page carries them: list, detail, prerendered landing and 404', async ({
    request,
  }) => {
    const listing = await seededListing(request, 'rent');
    const pages = {
      list: `${origin('rent')}/list?region=1`,
      detail: `${origin('rent')}/${listing.id}`,
      'prerendered landing': `${origin('rent')}/`,
      'not found': `${origin('rent')}/no/such/page`,
    };
    for (const [name, url] of Object.entries(pages)) {
      const { headers } = await fetchPage(request, url);
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, name).toContain("object-src 'none'");
      expect(policy, name).toContain("base-uri 'none'");
      expect(policy, name).toContain("frame-ancestors 'self'");
      expect(policy, name).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['x-content-type-options'], name).toBe('nosniff');
      expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], name).toContain('camera=()');
    }
  });

  test('another site cannot frame a listing page', async ({ page }) => {
    const listing = await seededListing(page.request, 'rent');
    // Another site, on this machine: a public one may not frame a local address at all.
    const evil = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<iframe title="listing" src="${origin('rent')}/${listing.id}"></iframe>`);
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    try {
      const refused = page.waitForEvent('console', (message) =>
        message.text().includes('frame-ancestors'),
      );
      await page.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`);
      await refused;
      await expect(page.frameLocator('iframe').getByText(listing.title)).toHaveCount(0);
    } finally {
      evil.close();
    }
  });
});

test.describe('the site on a real-looking domain over http', () => {
  test('a member is logged in in the header and saves a listing, from a page on http', async ({
    page,
  }) => {
    const listing = await seededListing(page.request, 'rent');
    expect(new URL(origin('rent')).protocol).toBe('http:');
    await page.goto(`${origin('rent')}/${listing.id}`);
    await waitForApp(page);
    await logInAsNewMember(page);
    await waitForApp(page);
    await expect(page.getByTestId('header-user')).toHaveText('林小姐');
    const save = page.getByTestId('price-box').getByRole('button', { name: /收藏/ });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('scroll position through hydration', () => {
  test('a visitor who scrolls before the app starts stays where they scrolled', async ({
    page,
  }) => {
    // The page's entry script waits, as it does on a slow phone, while the HTML is there.
    const app = gate();
    await page.route('**/assets/mf-entry-bootstrap-*.js', async (route) => {
      await app.held;
      await route.continue();
    });
    await page.goto(`${origin('rent')}/list?region=1`, { waitUntil: 'commit' });
    await expect(page.locator('footer')).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 900));
    app.open();
    await waitForApp(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });

  test('a reload keeps the position the browser restores', async ({ page }) => {
    await page.goto(`${origin('rent')}/list?region=1`);
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  });
});
