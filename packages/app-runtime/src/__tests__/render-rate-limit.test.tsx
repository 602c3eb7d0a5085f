// @vitest-environment node
import { searchListings } from '@591/api-client';
import { keepAliveLoader, payloadLoader } from '@591/router';
import { loadListing } from '@591/ui';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageRenderer, HtmlCollector } from '../server/render-page.tsx';

const API = 'http://127.0.0.1:8470';
const TEMPLATE =
  '<!doctype html><html><head><title>591</title></head><body><div id="root"></div></body></html>';
const Page = () => <p>頁面</p>;

/** One route of each loader kind the sections use, all asking the API. */
const routes: RouteObject[] = [
  {
    path: '/list',
    loader: keepAliveLoader(({ request }) =>
      searchListings('rent', new URL(request.url).searchParams),
    ),
    Component: Page,
  },
  {
    path: '/:id',
    loader: keepAliveLoader(({ params }) =>
      loadListing(params.id, { section: 'rent', pageType: 'rent' }),
    ),
    Component: Page,
  },
  {
    path: '/landing',
    loader: payloadLoader(() => searchListings('rent', new URLSearchParams({ pageSize: '6' }))),
    Component: Page,
  },
];

const calls: Request[] = [];
let render: ReturnType<ReturnType<typeof createPageRenderer>>;

beforeAll(() => {
  render = createPageRenderer(() => routes)({
    location: { protocol: 'http:', port: '8480' },
    apiOrigins: { api: API },
  });
});

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

/** The API refuses every call: this visitor used up their minute. */
function refuseEverything(retryAfter: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      calls.push(request);
      return Response.json(
        { statusCode: 429, message: 'Too many requests' },
        { status: 429, headers: { 'retry-after': retryAfter } },
      );
    }),
  );
}

describe('a server render the API refuses with 429', () => {
  for (const [kind, path] of [
    ['list', '/list?region=1'],
    ['detail', '/123456'],
    ['landing', '/landing'],
  ] as const) {
    it(`answers the ${kind} page at once with 429 and how long to wait`, async () => {
      refuseEverything('37');
      const sink = new HtmlCollector();
      const started = Date.now();
      await render(
        {
          url: `http://rent.591.com.tw:8480${path}`,
          headers: {},
          template: TEMPLATE,
          visitorAddress: '203.0.113.7',
        },
        sink,
      );
      // Far below the 37 s the API asked for: the render answered instead of waiting it out.
      // (How fast it answers is the bench's business; a tight bound here fails on a busy box.)
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(sink.status).toBe(429);
      expect(sink.html).toContain('請求過於頻繁，請於37秒後再試');
      // The browser hydrates the same page error, not a server error.
      expect(sink.html).toContain('\\"statusCode\\":429');
      // Never retried, and counted against the visitor, not the render service.
      expect(calls).toHaveLength(1);
      expect(calls[0]!.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    });
  }
});

describe('server renders of different visitors', () => {
  it('each carry their own address to the API, even when they overlap', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        calls.push(request);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return Response.json({ total: 0, page: 1, pageSize: 30, items: [] });
      }),
    );
    await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((visitorAddress) =>
        render(
          {
            url: 'http://rent.591.com.tw:8480/list',
            headers: {},
            template: TEMPLATE,
            visitorAddress,
          },
          new HtmlCollector(),
        ),
      ),
    );
    expect(calls.map((call) => call.headers.get('x-forwarded-for')).sort()).toEqual([
      '198.51.100.1',
      '198.51.100.2',
      '198.51.100.3',
    ]);
  });
});
