import type { Section } from '@591/config';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { SITEMAP_PAGE_SIZE } from '../site/sitemap.ts';

interface SitemapPage {
  total: number;
  page: number;
  pageSize: number;
  items: { id: number; type: number; updatedAt: string }[];
}

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ listings: 300 });
});
afterAll(() => api.close());

async function sitemapPage(url: string): Promise<SitemapPage> {
  const response = await api.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function idsOf(section: Section): Promise<number[]> {
  const rows = await api.db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.section, section))
    .orderBy(asc(listings.id));
  return rows.map((row) => row.id);
}

describe('GET /v1/sitemap/:section', () => {
  it('lists every listing of the section in id order with its type and update time', async () => {
    const result = await sitemapPage('/v1/sitemap/land');
    const ids = await idsOf('land');
    expect(ids.length).toBeGreaterThan(0);
    expect(result).toMatchObject({ total: ids.length, page: 1, pageSize: SITEMAP_PAGE_SIZE });
    expect(result.items.map((item) => item.id)).toEqual(ids);
    for (const item of result.items) {
      expect(Object.keys(item).sort()).toEqual(['id', 'type', 'updatedAt']);
      expect([1, 2]).toContain(item.type);
      expect(new Date(item.updatedAt).toISOString()).toBe(item.updatedAt);
    }
  });

  it('gives business listings their rent, sale or transfer type', async () => {
    const { items } = await sitemapPage('/v1/sitemap/business?page=1');
    expect(new Set(items.map((item) => item.type))).toEqual(new Set([1, 2, 6]));
  });

  it('is cacheable for an hour', async () => {
    const response = await api.app.inject('/v1/sitemap/rent');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a page past the end with the total and no items', async () => {
    const result = await sitemapPage('/v1/sitemap/rent?page=2');
    expect(result.total).toBe((await idsOf('rent')).length);
    expect(result).toMatchObject({ page: 2, items: [] });
  });

  it.each([
    ['/v1/sitemap/houses', 'params/section must be one of rent, sale, land, business'],
    ['/v1/sitemap/rent?page=0', 'querystring/page must be >= 1'],
    ['/v1/sitemap/rent?page=-1', 'querystring/page must be >= 1'],
    ['/v1/sitemap/rent?page=two', 'querystring/page must be integer'],
    ['/v1/sitemap/rent?page=1.5', 'querystring/page must be integer'],
    ['/v1/sitemap/rent?page=10001', 'querystring/page must be <= 10000'],
  ])('rejects %s with 400', async (url, message) => {
    const response = await api.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('GET /v1/sitemap/:section paging', () => {
  const COPIES = SITEMAP_PAGE_SIZE + 5;

  beforeAll(async () => {
    // More sale listings than one page holds: copies of one listing, each with its own id.
    // Empty keywords spare the trigram index most of the work of 50,000 inserts.
    await api.db.execute(sql`
      insert into listings (section, type, kind, region_id, district_id, title, address,
        keywords, lat, lng, price, area, poster_role, poster_name, photo_seed, photo_count,
        posted_at, updated_at)
      select section, type, kind, region_id, district_id, title, address, '', lat, lng,
        price, area, poster_role, poster_name, photo_seed, photo_count, posted_at, updated_at
      from listings, generate_series(1, ${COPIES})
      where id = (select min(id) from listings where section = 'sale')`);
  }, 60_000);

  it('splits the section into pages of 50,000 that together list every listing once', async () => {
    const ids = await idsOf('sale');
    const first = await sitemapPage('/v1/sitemap/sale?page=1');
    const second = await sitemapPage('/v1/sitemap/sale?page=2');
    expect(first.total).toBe(ids.length);
    expect(second.total).toBe(ids.length);
    expect(first.items).toHaveLength(SITEMAP_PAGE_SIZE);
    expect(second.items).toHaveLength(ids.length - SITEMAP_PAGE_SIZE);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(ids);
    expect((await sitemapPage('/v1/sitemap/sale?page=3')).items).toEqual([]);
  });
});
