import { memberPageUrl } from '@591/config';
import { waitForApp } from '../support/app-ready.ts';
import { fetchPage } from '../support/http.ts';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const SECTIONS = [
  { host: 'www', heading: '591房屋交易網' },
  { host: 'sale', heading: '中古屋・買屋' },
  { host: 'rent', heading: '租屋' },
  { host: 'land', heading: '土地' },
  { host: 'business', heading: '店面・辦公・廠房' },
];

for (const { host, heading } of SECTIONS) {
  test(`${host}.591.com.tw serves its own app under the shell's header`, async ({
    page,
    request,
  }) => {
    const watch = watchPage(page);
    const remoteEntries: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/remoteEntry.js')) remoteEntries.push(sent.url());
    });
    await page.goto(`${origin(host)}/`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('navigation', { name: '主要頻道' }).getByRole('link')).toHaveCount(
      10,
    );
    // The header is the release the shell serves now; while that is the release the section
    // was built with, the section's own copy is that code and the shell's entry is not fetched.
    const shell = JSON.parse(
      (await fetchPage(request, `${origin('www')}/header-release.json`, 'application/json')).html,
    );
    await expect(page.locator('header[data-header-release]')).toHaveAttribute(
      'data-header-release',
      shell.release,
    );
    expect(remoteEntries).toEqual([]);
    expect(watch.fallbacks).toEqual([]);
    expect(watch.uncaught).toEqual([]);
  });
}

test("the header's channel links point at each section's own host", async ({ page }) => {
  await page.goto(`${origin('rent')}/`);
  const nav = page.getByRole('navigation', { name: '主要頻道' });
  const hrefOf = (name: string) =>
    nav.getByRole('link', { name, exact: true }).getAttribute('href');
  expect(await hrefOf('首頁')).toBe(`${origin('www')}/`);
  expect(await hrefOf('中古屋')).toBe(`${origin('sale')}/?shType=list&regionid=1`);
  expect(await hrefOf('租屋')).toBe(`${origin('rent')}/list?region=1`);
  expect(await hrefOf('土地')).toBe(`${origin('land')}/list?type=2&region=1&kind=11`);
  expect(await hrefOf('店面')).toBe(`${origin('business')}/list?type=1&region=1&kind=5`);
  expect(await hrefOf('辦公')).toBe(`${origin('business')}/list?type=1&region=1&kind=6`);
  expect(await hrefOf('廠房')).toBe(`${origin('business')}/list?type=1&region=1&kind=7`);
  expect(await hrefOf('找社區')).toBe(`${origin('market')}/list`);
  await expect(page.getByRole('link', { name: '登入', exact: true })).toHaveAttribute(
    'href',
    memberPageUrl('login', page.url(), origin('user')),
  );
});

test('www mounts a section route list loaded from that section', async ({ page }) => {
  const watch = watchPage(page);
  const rentEntry = page.waitForResponse(`${origin('rent')}/remoteEntry.js`);
  await page.goto(`${origin('www')}/rent`);
  expect((await rentEntry).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('租屋');
  expect(watch.uncaught).toEqual([]);
});

test('an unknown host gets a clear error, not an app', async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${new URL(origin('www')).port}/`);
  expect(response.status()).toBe(421);
  expect(await response.text()).toContain('Unknown host');
});
