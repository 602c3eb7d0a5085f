import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { NEWS_CATEGORIES, REGIONS } from '@591/config';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGateway } from '../gateway.ts';
import {
  answerSeoFile,
  escapeXml,
  isSeoFilePath,
  type SeoFileOptions,
  type SitemapItem,
} from '../seo-files.ts';

const DOMAIN = '591.test';
const UPDATED = '2026-11-20T08:30:00.000Z';

/** A small catalogue; the stand-in API pages it two at a time so a few items make several files. */
const CATALOGUE: Record<string, SitemapItem[]> = {
  rent: [11, 12, 13, 14, 15].map((id) => ({ id, type: 1, updatedAt: UPDATED })),
  sale: [21, 22].map((id) => ({ id, type: 2, updatedAt: UPDATED })),
  land: [
    { id: 31, type: 1, updatedAt: UPDATED },
    { id: 32, type: 2, updatedAt: 'not a time' },
  ],
  business: [
    { id: 41, type: 1, updatedAt: UPDATED },
    { id: 42, type: 2, updatedAt: UPDATED },
    { id: 43, type: 6, updatedAt: UPDATED },
  ],
};
const API_PAGE_SIZE = 2;

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A plain HTTP request, so the Host header can name any subdomain. */
function call(
  port: number,
  host: string,
  urlPath: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: urlPath, method, headers: { host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Answers GET /v1/sitemap/:section?page=N as the API does, and notes what it was asked. */
function createStandInApi(answer?: (res: ServerResponse) => void) {
  const requests: { url: string; forwardedFor: string | undefined }[] = [];
  const server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', forwardedFor: req.headers['x-forwarded-for'] as string });
    if (answer) return answer(res);
    const url = new URL(req.url ?? '/', 'http://api');
    const items = CATALOGUE[url.pathname.replace('/v1/sitemap/', '')];
    const page = Number(url.searchParams.get('page') ?? '1');
    if (!items || !Number.isInteger(page) || page < 1) {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'bad' }));
    }
    const start = (page - 1) * API_PAGE_SIZE;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        total: items.length,
        page,
        pageSize: API_PAGE_SIZE,
        items: items.slice(start, start + API_PAGE_SIZE),
      }),
    );
  });
  return { server, requests };
}

/** The module alone behind a server, as the gateway hands requests to it. */
function createSeoServer(options: SeoFileOptions) {
  return createServer((req, res) => void answerSeoFile(req, res, options));
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

let api: ReturnType<typeof createStandInApi>;
let apiOrigin: string;
let seoServer: Server;
let port: number;
let origin: (subdomain: string) => string;

beforeAll(async () => {
  api = createStandInApi();
  apiOrigin = `http://127.0.0.1:${await listen(api.server)}`;
  seoServer = createSeoServer({
    domain: DOMAIN,
    apiOrigin,
    publicLocation: { protocol: 'http:', port: '' },
  });
  port = await listen(seoServer);
  origin = (subdomain) => `http://${subdomain}.${DOMAIN}:${port}`;
});

afterAll(async () => {
  await close(seoServer);
  await close(api.server);
});

afterEach(() => {
  api.requests.length = 0;
});

const get = (subdomain: string, urlPath: string) =>
  call(port, `${subdomain}.${DOMAIN}:${port}`, urlPath);

describe('isSeoFilePath', () => {
  it.each(['/robots.txt', '/sitemap.xml', '/sitemap-0.xml', '/sitemap-12.xml', '/robots.txt?x=1'])(
    'takes %s',
    (url) => expect(isSeoFilePath(url)).toBe(true),
  );

  it.each(['/', '/rent/robots.txt', '/sitemap-01.xml', '/sitemap-.xml', '/sitemap.xml.gz'])(
    'leaves %s to the app',
    (url) => expect(isSeoFilePath(url)).toBe(false),
  );
});

describe('robots.txt', () => {
  it.each([
    'www',
    'rent',
    'sale',
    'land',
    'business',
    'market',
    'mortgage',
    'upscale',
    'news',
    'newhouse',
  ])('on %s allows all but the hidden frames and names its own sitemap', async (subdomain) => {
    const reply = await get(subdomain, '/robots.txt');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=3600');
    expect(reply.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /hub/one-id',
        'Disallow: /home/index/localStorage',
        '',
        `Sitemap: ${origin(subdomain)}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('on user. keeps crawlers out of the member centre and log-out, and has no sitemap', async () => {
    const reply = await get('user', '/robots.txt');
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(
      ['User-agent: *', 'Disallow: /center', 'Disallow: /logout', ''].join('\n'),
    );
    expect((await get('user', '/sitemap.xml')).status).toBe(404);
  });

  it('uses the public scheme and leaves out its default port', async () => {
    const server = createSeoServer({
      domain: DOMAIN,
      apiOrigin,
      publicLocation: { protocol: 'https:', port: '' },
    });
    const httpsPort = await listen(server);
    try {
      const plain = await call(httpsPort, `land.${DOMAIN}`, '/robots.txt');
      expect(plain.body).toContain(`Sitemap: https://land.${DOMAIN}/sitemap.xml\n`);
      const explicit = await call(httpsPort, `land.${DOMAIN}:443`, '/robots.txt');
      expect(explicit.body).toContain(`Sitemap: https://land.${DOMAIN}/sitemap.xml\n`);
      const other = await call(httpsPort, `LAND.${DOMAIN}:8443`, '/robots.txt');
      expect(other.body).toContain(`Sitemap: https://land.${DOMAIN}:8443/sitemap.xml\n`);
    } finally {
      await close(server);
    }
  });
});

describe('sitemap.xml on www', () => {
  it('lists the home page and each section landing page on its own host', async () => {
    const reply = await get('www', '/sitemap.xml');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=3600');
    expect(reply.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(reply.body.trimEnd().endsWith('</urlset>')).toBe(true);
    // The home page first; the sections in any order (a sitemap's order means nothing to a crawler).
    const [home, ...landings] = locsOf(reply.body);
    expect(home).toBe(`${origin('www')}/`);
    expect(landings.sort()).toEqual(
      ['business', 'land', 'rent', 'sale'].map((subdomain) => `${origin(subdomain)}/`),
    );
    expect(api.requests).toEqual([]);
  });

  it('has no numbered sitemap files', async () => {
    expect((await get('www', '/sitemap-0.xml')).status).toBe(404);
    expect((await get('www', '/sitemap-1.xml')).status).toBe(404);
  });
});

describe('sitemap.xml on market', () => {
  it('lists each region’s 實價登錄, 找社區 and 找經紀人 pages, without asking the API', async () => {
    const reply = await get('market', '/sitemap.xml');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = locsOf(reply.body);
    expect(locs).toHaveLength(REGIONS.length * 3);
    expect(locs.slice(0, 3)).toEqual([
      `${origin('market')}/price?regionid=1`,
      `${origin('market')}/list?regionid=1`,
      `${origin('market')}/broker?regionid=1`,
    ]);
    expect(api.requests).toEqual([]);
    expect((await get('market', '/sitemap-1.xml')).status).toBe(404);
  });
});

describe('sitemap.xml on mortgage', () => {
  it('lists the calculator and the rates', async () => {
    const reply = await get('mortgage', '/sitemap.xml');
    expect(reply.status).toBe(200);
    expect(locsOf(reply.body)).toEqual([
      `${origin('mortgage')}/calculator`,
      `${origin('mortgage')}/rate`,
    ]);
    expect((await get('mortgage', '/robots.txt')).body).toContain(
      `Sitemap: ${origin('mortgage')}/sitemap.xml`,
    );
  });
});

describe('sitemap.xml on upscale', () => {
  it('lists each region’s 豪宅 landing and list', async () => {
    const locs = locsOf((await get('upscale', '/sitemap.xml')).body);
    expect(locs).toHaveLength(REGIONS.length * 2);
    expect(locs.slice(0, 2)).toEqual([
      `${origin('upscale')}/?regionid=1`,
      `${origin('upscale')}/list?regionid=1`,
    ]);
  });
});

describe('sitemap.xml on news', () => {
  it('lists the newest, each category and each city', async () => {
    const locs = locsOf((await get('news', '/sitemap.xml')).body);
    expect(locs[0]).toBe(`${origin('news')}/`);
    expect(locs).toContain(`${origin('news')}/?category=rent`);
    expect(locs).toContain(`${origin('news')}/list/1`);
    expect(locs).toHaveLength(1 + NEWS_CATEGORIES.length + REGIONS.length);
  });
});

describe('sitemap.xml on newhouse', () => {
  it("lists each region's landing and lists, the VR zone and the builders' pages", async () => {
    const locs = locsOf((await get('newhouse', '/sitemap.xml')).body);
    expect(locs.slice(0, 3)).toEqual([
      `${origin('newhouse')}/?regionid=1`,
      `${origin('newhouse')}/list?regionid=1`,
      // As written in the XML: the & escaped.
      `${origin('newhouse')}/list?regionid=1&amp;build_type=1`,
    ]);
    expect(locs).toContain(`${origin('newhouse')}/vr`);
    expect(locs).toContain(`${origin('newhouse')}/rank-plan`);
    expect(locs).toHaveLength(REGIONS.length * 5 + 4);
  });
});

describe('sitemap.xml on a section host', () => {
  it('is an index of the section pages file and one file per API page', async () => {
    const reply = await get('rent', '/sitemap.xml');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('public, max-age=3600');
    expect(reply.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    // Five listings, two a page: three files of listings after the section's own pages.
    expect(locsOf(reply.body)).toEqual(
      [0, 1, 2, 3].map((n) => `${origin('rent')}/sitemap-${n}.xml`),
    );
    expect(api.requests.map((req) => req.url)).toEqual(['/v1/sitemap/rent?page=1']);
  });

  it('lists the landing and list pages in sitemap-0.xml', async () => {
    const reply = await get('rent', '/sitemap-0.xml');
    expect(reply.status).toBe(200);
    expect(locsOf(reply.body)).toEqual([`${origin('rent')}/`, `${origin('rent')}/list`]);
    expect(api.requests).toEqual([]);
  });

  it('lists detail pages without the section prefix, with when they changed', async () => {
    const first = await get('rent', '/sitemap-1.xml');
    expect(first.status).toBe(200);
    expect(first.body).toContain(
      `<url><loc>${origin('rent')}/11</loc><lastmod>${UPDATED}</lastmod></url>`,
    );
    expect(locsOf(first.body)).toEqual([`${origin('rent')}/11`, `${origin('rent')}/12`]);
    expect(locsOf((await get('rent', '/sitemap-3.xml')).body)).toEqual([`${origin('rent')}/15`]);
  });

  it('answers 404 past the last file', async () => {
    const reply = await get('rent', '/sitemap-4.xml');
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('sends land and business listings to their rent or sale detail page', async () => {
    const land = await get('land', '/sitemap-1.xml');
    expect(locsOf(land.body)).toEqual([`${origin('land')}/rent/31`, `${origin('land')}/sale/32`]);
    // A time the API garbled is left out rather than passed on.
    expect(land.body).toContain(`<url><loc>${origin('land')}/sale/32</loc></url>`);
    const business = [
      ...locsOf((await get('business', '/sitemap-1.xml')).body),
      ...locsOf((await get('business', '/sitemap-2.xml')).body),
    ];
    expect(business).toEqual([
      `${origin('business')}/rent/41`,
      `${origin('business')}/sale/42`,
      `${origin('business')}/rent/43`,
    ]);
  });

  it('lists the sale landing, its about page and each sale listing', async () => {
    const index = await get('sale', '/sitemap.xml');
    expect(locsOf(index.body)).toEqual([
      `${origin('sale')}/sitemap-0.xml`,
      `${origin('sale')}/sitemap-1.xml`,
    ]);
    expect(locsOf((await get('sale', '/sitemap-0.xml')).body)).toEqual([
      `${origin('sale')}/`,
      `${origin('sale')}/about`,
    ]);
    expect(locsOf((await get('sale', '/sitemap-1.xml')).body)).toEqual([
      `${origin('sale')}/21`,
      `${origin('sale')}/22`,
    ]);
  });

  it('tells the API which client asked, for its rate limits', async () => {
    await call(port, `rent.${DOMAIN}`, '/sitemap-1.xml', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(api.requests[0]?.forwardedFor).toBe('203.0.113.9, 127.0.0.1');
  });
});

describe('other requests', () => {
  it('answers HEAD with the headers alone', async () => {
    const reply = await call(port, `rent.${DOMAIN}:${port}`, '/sitemap-0.xml', {
      method: 'HEAD',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(reply.body).toBe('');
  });

  it('refuses other methods', async () => {
    const reply = await call(port, `rent.${DOMAIN}`, '/sitemap.xml', { method: 'POST' });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
  });

  it.each(['api', ''])('has no files for the host "%s"', async (subdomain) => {
    const host = subdomain ? `${subdomain}.${DOMAIN}` : DOMAIN;
    expect((await call(port, host, '/robots.txt')).status).toBe(404);
  });
});

describe('when the API is not there', () => {
  // The failures are logged for the operator; the test only needs to know that they were.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterAll(() => logged.mockRestore());

  async function withApi(
    apiOriginOf: () => Promise<{ origin: string; stop: () => Promise<void> }>,
  ) {
    const { origin: brokenOrigin, stop } = await apiOriginOf();
    const server = createSeoServer({
      domain: DOMAIN,
      apiOrigin: brokenOrigin,
      publicLocation: { protocol: 'http:', port: '' },
      apiTimeoutMs: 500,
    });
    const serverPort = await listen(server);
    try {
      return {
        index: await call(serverPort, `rent.${DOMAIN}`, '/sitemap.xml'),
        page: await call(serverPort, `land.${DOMAIN}`, '/sitemap-1.xml'),
        robots: await call(serverPort, `rent.${DOMAIN}`, '/robots.txt'),
      };
    } finally {
      await close(server);
      await stop();
    }
  }

  function expectBadGateway(reply: Reply) {
    expect(reply.status).toBe(502);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toBe('Sitemap unavailable for now: the listings API failed to answer.\n');
  }

  it('answers 502 when nothing listens, and still serves robots.txt', async () => {
    const replies = await withApi(async () => {
      const server = createServer();
      const closedPort = await listen(server);
      await close(server);
      return { origin: `http://127.0.0.1:${closedPort}`, stop: async () => {} };
    });
    expectBadGateway(replies.index);
    expectBadGateway(replies.page);
    expect(replies.robots.status).toBe(200);
    expect(logged).toHaveBeenCalled();
  });

  it.each([
    ['fails', (res: ServerResponse) => res.writeHead(500).end('{}')],
    ['answers HTML', (res: ServerResponse) => res.end('<html></html>')],
    [
      'answers another shape',
      (res: ServerResponse) => res.end(JSON.stringify({ items: [{ id: 'x' }] })),
    ],
    ['hangs', () => {}],
  ])('answers 502 when the API %s', async (_, answer) => {
    const replies = await withApi(async () => {
      const broken = createStandInApi(answer);
      const brokenPort = await listen(broken.server);
      return {
        origin: `http://127.0.0.1:${brokenPort}`,
        stop: () => {
          broken.server.closeAllConnections();
          return close(broken.server);
        },
      };
    });
    expectBadGateway(replies.index);
    expectBadGateway(replies.page);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials and nothing else', () => {
    expect(escapeXml(`/a?b=1&c=<2>"3"'4'/租屋`)).toBe(
      '/a?b=1&amp;c=&lt;2&gt;&quot;3&quot;&apos;4&apos;/租屋',
    );
  });
});

describe('in the gateway', () => {
  let gateway: Server;
  let gatewayPort: number;
  let emptyDist: string;

  beforeAll(async () => {
    emptyDist = await mkdtemp(path.join(tmpdir(), 'gateway-seo-'));
    const dist = { dist: emptyDist };
    gateway = createGateway({
      domain: DOMAIN,
      apps: {
        shell: dist,
        sale: dist,
        rent: dist,
        land: dist,
        business: dist,
        user: dist,
        help: dist,
        market: dist,
        mortgage: dist,
        upscale: dist,
        news: dist,
        newhouse: dist,
      },
      apiOrigin,
      publicLocation: { protocol: 'http:', port: '' },
    });
    gatewayPort = await listen(gateway);
  });

  afterAll(async () => {
    await close(gateway);
    await rm(emptyDist, { recursive: true, force: true });
  });

  it('answers robots.txt and the sitemap files on the app hosts', async () => {
    const host = `business.${DOMAIN}:${gatewayPort}`;
    const robots = await call(gatewayPort, host, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml\n`);
    const sitemap = await call(gatewayPort, host, '/sitemap-2.xml');
    expect(sitemap.status).toBe(200);
    expect(locsOf(sitemap.body)).toEqual([`http://${host}/rent/43`]);
  });

  it('leaves other paths to the app', async () => {
    const reply = await call(gatewayPort, `rent.${DOMAIN}`, '/sitemap-x.xml');
    expect(reply.status).toBe(404);
    expect(reply.body).toBe('Not found: /sitemap-x.xml\n');
  });
});
