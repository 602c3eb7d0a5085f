import type { Route } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const FAILURES: Record<string, (route: Route) => Promise<void> | void> = {
  refused: (route) => route.abort('connectionrefused'),
  'answering 404': (route) => route.fulfill({ status: 404, body: 'Not found' }),
  'answering HTML': (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>維護中</p>' }),
  hanging: () => {},
};

for (const [failure, respond] of Object.entries(FAILURES)) {
  test(`rent still renders with its bundled header when the shell is ${failure}`, async ({
    page,
  }) => {
    const watch = watchPage(page);
    // The shell serves a release rent was not built with, so rent needs the shell's entry.
    await page.route(`${origin('www')}/header-release.json`, (route) =>
      route.fulfill({ json: { release: 'a-newer-release' } }),
    );
    await page.route(`${origin('www')}/remoteEntry.js`, respond);
    // The fallback's clock starts when the page asks for the shell's entry, not with the
    // page load before it (which a busy machine may stretch).
    let started = Number.POSITIVE_INFINITY;
    page.on('request', (request) => {
      if (request.url() === `${origin('www')}/remoteEntry.js`) started = Date.now();
    });
    await page.goto(`${origin('rent')}/`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('租屋');
    const nav = page.getByRole('navigation', { name: '主要頻道' });
    // A hanging entry is given up after 2.5 s; the rest is loading the bundled copy, which a
    // busy two-core machine stretches. A page that waited on the entry would never get here.
    await expect(nav.getByRole('link')).toHaveCount(10, { timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(Number.isFinite(started)).toBe(true);
    expect(watch.fallbacks.join('\n')).toContain('shell/header unavailable');
    expect(watch.uncaught).toEqual([]);
  });
}

test('rent takes the header from the shell’s entry when the shell cannot say its release', async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.route(`${origin('www')}/header-release.json`, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  const remoteEntry = page.waitForResponse(`${origin('www')}/remoteEntry.js`);
  await page.goto(`${origin('rent')}/`);
  expect((await remoteEntry).status()).toBe(200);
  await waitForApp(page);
  await expect(page.getByRole('navigation', { name: '主要頻道' }).getByRole('link')).toHaveCount(
    10,
  );
  expect(watch.fallbacks).toEqual([]);
  expect(watch.uncaught).toEqual([]);
});

test("a section's page on www opens on the section's own subdomain when its routes cannot load", async ({
  page,
}) => {
  const watch = watchPage(page);
  await page.route(`${origin('rent')}/remoteEntry.js`, (route) => route.abort('connectionrefused'));
  await page.goto(`${origin('www')}/rent/list?region=3&kind=2`);
  await expect(page).toHaveURL(`${origin('rent')}/list?region=3&kind=2`);
  await waitForApp(page);
  await expect(page).toHaveTitle(/^新北市 獨立套房租屋/);
  expect(watch.uncaught).toEqual([]);
  // The www page was replaced, not left behind: back does not return to a page that cannot start.
  await page.goBack();
  expect(page.url()).toBe('about:blank');
});
