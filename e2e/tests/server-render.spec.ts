import { waitForApp } from '../support/app-ready.ts';
import { fetchPage } from '../support/http.ts';
import { seededListing } from '../support/listings.ts';
import { watchPage } from '../support/page-watch.ts';
import { origin } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

/** The text inside the root element: what the server rendered there. */
const rootMarkup = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script[^>]*>window\.__staticRouterHydrationData/.exec(
    html,
  )?.[1];

test.describe('pages arrive rendered', () => {
  test('a rent list holds its listings before any script runs', async ({ request }) => {
    const first = await seededListing(request, 'rent');
    const { status, html } = await fetchPage(request, `${origin('rent')}/list`);
    expect(status).toBe(200);
    expect(html).toContain(first.title);
    expect(html).toContain('window.__staticRouterHydrationData');
    expect(html).toContain(`<link rel="canonical" href="${origin('rent')}/list" />`);
  });

  test('a rent detail holds its listing, its head and its structured data', async ({ request }) => {
    const listing = await seededListing(request, 'rent');
    const { status, html } = await fetchPage(request, `${origin('rent')}/${listing.id}`);
    expect(status).toBe(200);
    expect(rootMarkup(html)).toContain(listing.title);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(listing.title);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'RealEstateListing',
      name: listing.title,
      offers: { priceCurrency: 'TWD' },
    });
    expect(html).toContain(`<meta property="og:url" content="${origin('rent')}/${listing.id}" />`);
  });

  test('a sale landing holds the newest listings', async ({ request }) => {
    const newest = await seededListing(request, 'sale');
    const { status, html } = await fetchPage(request, `${origin('sale')}/`);
    expect(status).toBe(200);
    expect(rootMarkup(html)).toContain(newest.title);
  });

  test('a land detail holds its listing, on www with its canonical on land.', async ({
    request,
  }) => {
    const listing = await seededListing(request, 'land', { type: '2' });
    const { status, html } = await fetchPage(request, `${origin('www')}/land/sale/${listing.id}`);
    expect(status).toBe(200);
    expect(rootMarkup(html)).toContain(listing.title);
    expect(html).toContain(`<link rel="canonical" href="${origin('land')}/sale/${listing.id}" />`);
  });

  test('a route nothing matches answers 404 with the error page', async ({ request }) => {
    const { status, html } = await fetchPage(request, `${origin('rent')}/no/such/page`);
    expect(status).toBe(404);
    expect(rootMarkup(html)).toContain('找不到該物件');
  });

  test('a listing id that does not exist answers 404', async ({ request }) => {
    const { status, html } = await fetchPage(request, `${origin('rent')}/999999999`);
    expect(status).toBe(404);
    expect(rootMarkup(html)).toContain('找不到該房屋');
  });

  test('the server bundle itself is never served', async ({ request }) => {
    const { status } = await fetchPage(request, `${origin('rent')}/.server/entry-server.js`);
    expect(status).toBe(404);
  });
});

test.describe('the browser takes the page over', () => {
  for (const path of ['/list', '/', '{detail}']) {
    test(`rent ${path} hydrates without a mismatch and without fetching its data again`, async ({
      page,
      request,
    }) => {
      const listing = await seededListing(request, 'rent');
      const url = `${origin('rent')}${path === '{detail}' ? `/${listing.id}` : path}`;
      const watch = watchPage(page);
      const dataCalls: string[] = [];
      page.on('request', (call) => {
        // The page's own data; recommendations are asked for by the detail page itself.
        if (/\/v1\/(rent\/listings|listings\/\d+(\?|$))/.test(call.url()))
          dataCalls.push(call.url());
      });
      await page.goto(url);
      await waitForApp(page);
      expect(watch.hydration).toEqual([]);
      expect(watch.uncaught).toEqual([]);
      if (path === '/') {
        // The landing is built ahead of time: its newest listings are asked for once, fresh.
        await expect.poll(() => dataCalls.length).toBe(1);
        expect(new URL(dataCalls[0]!).searchParams.get('pageSize')).toBe('6');
      } else expect(dataCalls).toEqual([]);
    });
  }

  test('a detail’s first photo is asked for from the head, once, as the gallery shows it', async ({
    page,
    request,
  }) => {
    const listing = await seededListing(request, 'rent');
    const url = `${origin('rent')}/${listing.id}`;
    const { html } = await fetchPage(request, url);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" type="image\/avif" [^>]*fetchpriority="high"/,
    );

    const photos: string[] = [];
    page.on('request', (call) => {
      if (call.resourceType() === 'image' && call.url().includes('/v1/photos/')) {
        photos.push(call.url());
      }
    });
    await page.goto(url);
    await waitForApp(page);
    const shown = page
      .getByRole('region', { name: '物件照片' })
      .filter({ visible: true })
      .getByRole('img', { name: /第 1 張照片/ });
    await expect(shown).toHaveJSProperty('complete', true);
    const current = await shown.evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect(current).toMatch(/\.avif$/);
    expect(photos.filter((photo) => photo === current)).toHaveLength(1);
  });

  test('a page’s own route code is fetched with its entry, not once the entry has run', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (call) => {
      if (call.resourceType() === 'script') scripts.push(new URL(call.url()).pathname);
    });
    await page.goto(`${origin('rent')}/list?region=1`);
    await waitForApp(page);
    // The server names the list route's chunks; the page's loader preloads them beside the entry.
    const named: string[] = JSON.parse((await page.locator('#route-chunks').textContent()) ?? '[]');
    expect(named.some((file) => /\/assets\/list-page-[\w-]+\.js$/.test(file))).toBe(true);
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(preloaded).toEqual(expect.arrayContaining(named));
    // Each asked for once: the router's own import of the route reuses the preload.
    for (const file of named) expect(scripts.filter((script) => script === file)).toHaveLength(1);
  });

  test('a section page on www hydrates with the section routes from its remote', async ({
    page,
  }) => {
    const watch = watchPage(page);
    const dataCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/v1/rent/listings')) dataCalls.push(call.url());
    });
    await page.goto(`${origin('www')}/rent/list`);
    await waitForApp(page);
    expect(watch.hydration).toEqual([]);
    expect(dataCalls).toEqual([]);
    // Served with the shell's page, which has none of rent's chunks: none are named.
    await expect(page.locator('#route-chunks')).toHaveCount(0);
    // Navigation is the app's from now on: a filter change fetches in place.
    await page.evaluate(() => {
      history.pushState(null, '', '/rent/list?region=3');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => dataCalls.length).toBe(1);
  });
});

test.describe('when the server cannot render', () => {
  test('a render failure redirects once to csr=1, and the browser renders the page', async ({
    page,
    request,
  }) => {
    const first = await fetchPage(request, `${origin('rent')}/list?region=3&render-failure=1`);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe('/list?region=3&render-failure=1&csr=1');

    const response = await page.goto(`${origin('rent')}/list?region=3&render-failure=1`);
    expect(response?.request().redirectedFrom()?.redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(`${origin('rent')}/list?region=3&render-failure=1&csr=1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('租屋列表');
    await expect(page.getByTestId('result-total')).toBeVisible();
  });

  test('csr=1 and csr=0 never redirect; csr=1 is never rendered on the server', async ({
    request,
  }) => {
    for (const csr of ['1', '0']) {
      const failing = await fetchPage(
        request,
        `${origin('rent')}/list?csr=${csr}&render-failure=1`,
      );
      expect(failing.status).toBe(200);
      expect(rootMarkup(failing.html) ?? '').toBe('');
    }
    const clientOnly = await fetchPage(request, `${origin('rent')}/list?csr=1`);
    expect(clientOnly.status).toBe(200);
    expect(clientOnly.html).toContain('<div id="root"></div>');
    const rendered = await fetchPage(request, `${origin('rent')}/list?csr=0`);
    expect(rootMarkup(rendered.html)).toContain('租屋列表');
  });

  test('the redirect keeps to the request path, whatever the URL carries', async ({ request }) => {
    const { status, headers } = await fetchPage(
      request,
      `${origin('rent')}//evil.example/list?render-failure=1&next=https://evil.example`,
    );
    expect(status).toBe(302);
    expect(headers.location?.startsWith('/evil.example/list?')).toBe(true);
  });
});

test.describe('landing pages are rendered at build time', () => {
  test('a plain visit gets the built page; a query gets a fresh render', async ({ request }) => {
    for (const host of ['www', 'rent', 'land', 'business']) {
      const built = await fetchPage(request, `${origin(host)}/`);
      expect(built.status).toBe(200);
      expect(built.headers['x-render']).toBe('prerendered');
      expect(rootMarkup(built.html)).toMatch(/<h1[ >]/);
      const payload = await fetchPage(request, `${origin(host)}/_payload.js`);
      expect(payload.status).toBe(200);
      expect(payload.headers['content-type']).toMatch(/javascript/);
      expect(payload.html).toMatch(/^export default JSON\.parse\(/);
    }
    const fresh = await fetchPage(request, `${origin('rent')}/?region=8`);
    expect(fresh.headers['x-render']).toBe('server');
    expect(rootMarkup(fresh.html)).toContain('台中市');
    const clientOnly = await fetchPage(request, `${origin('rent')}/?csr=1`);
    expect(clientOnly.headers['x-render']).toBe('client');
  });

  test('the build meta lists what was prerendered', async ({ request }) => {
    const latest = await fetchPage(request, `${origin('rent')}/builds/latest.json`);
    const { id } = JSON.parse(latest.html) as { id: string };
    const meta = await fetchPage(request, `${origin('rent')}/builds/meta/${id}.json`);
    expect(JSON.parse(meta.html)).toMatchObject({ prerendered: ['/'] });
  });
});

test.describe('crawlers find every page', () => {
  test("each host's robots.txt points at its own sitemap", async ({ request }) => {
    for (const host of ['www', 'rent', 'land']) {
      const { status, html } = await fetchPage(request, `${origin(host)}/robots.txt`);
      expect(status).toBe(200);
      expect(html).toContain(`Sitemap: ${origin(host)}/sitemap.xml`);
    }
  });

  test("rent's sitemap lists its listings' detail pages on rent.", async ({ request }) => {
    const listing = await seededListing(request, 'rent', { order: 'posttime' });
    const index = await fetchPage(request, `${origin('rent')}/sitemap.xml`);
    expect(index.html).toContain(`<loc>${origin('rent')}/sitemap-1.xml</loc>`);
    const page = await fetchPage(request, `${origin('rent')}/sitemap-1.xml`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<loc>${origin('rent')}/${listing.id}</loc>`);
  });
});
