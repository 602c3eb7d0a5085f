// @vitest-environment node

import { loadListing } from '@591/ui';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageRenderer, HtmlCollector } from '../server/render-page.tsx';

const API = 'http://127.0.0.1:8470';
const TEMPLATE =
  '<!doctype html><html><head><title>591</title></head><body><div id="root"></div></body></html>';

const routes: RouteObject[] = [
  {
    path: '/:id',
    loader: ({ params }) => loadListing(params.id, { section: 'rent', pageType: 'rent' }),
    Component: () => <p>物件頁</p>,
  },
];

const listing = (id: number, fields: object) => ({
  id,
  section: 'rent',
  type: 1,
  title: `物件 ${id}`,
  price: 15_000,
  priceUnit: '元/月',
  regionName: '台北市',
  districtName: '大安區',
  ...fields,
});

/** The API of one listing in the state given, with one similar listing still for rent. */
function serveListing(status: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/v1/listings/77') return Response.json(listing(77, { status }));
      if (path === '/v1/listings/77/recommendations') {
        return Response.json({
          similar_price: [listing(88, { status: 'active' })],
          nearby: [listing(88, { status: 'active' }), listing(99, { status: 'active' })],
          similar_area: [],
        });
      }
      return Response.json({ message: 'not found' }, { status: 404 });
    }),
  );
}

let render: ReturnType<ReturnType<typeof createPageRenderer>>;
beforeAll(() => {
  render = createPageRenderer(() => routes)({
    location: { protocol: 'http:', port: '8480' },
    apiOrigins: { api: API },
  });
});
afterEach(() => vi.unstubAllGlobals());

async function renderDetail() {
  const sink = new HtmlCollector();
  await render(
    { url: 'http://rent.591.com.tw:8480/77', headers: {}, template: TEMPLATE, visitorAddress: '' },
    sink,
  );
  return sink;
}

describe('the page of a listing its poster took down', () => {
  it('is a 410 once rented, naming it and linking to similar listings once each', async () => {
    serveListing('closed');
    const page = await renderDetail();
    expect(page.status).toBe(410);
    expect(page.html).toContain('此物件已出租');
    expect(page.html).toContain('「物件 77」');
    const similar = [...page.html.matchAll(/<a href="http:\/\/rent\.[^"/]+\/(\d+)">/g)];
    expect(similar.map((link) => link[1])).toEqual(['88', '99']);
    expect(page.html).not.toContain('物件頁');
  });

  it('is a 404 that says so while paused', async () => {
    serveListing('paused');
    const page = await renderDetail();
    expect(page.status).toBe(404);
    expect(page.html).toContain('此物件暫停刊登中');
  });

  it('is the listing itself while it is active', async () => {
    serveListing('active');
    const page = await renderDetail();
    expect(page.status).toBe(200);
    expect(page.html).toContain('物件頁');
  });
});
