import { SitemapPage, SitemapQuery, SitemapSection } from '@591/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { listings } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { inSearch } from '../../services/listing-availability.ts';

/** The sitemap protocol's limit of URLs per file: one page of this call fills one sitemap file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/**
 * Every listing of a section, in id order, with only what a sitemap entry needs: the id, the
 * type (whether a land or business listing is for rent or sale decides its detail path) and
 * when it last changed. The covering index listings_section_id_idx answers it from the index.
 */
export default async function sitemapRoutes(app: Api, { db }: ApiDeps) {
  app.get(
    '/v1/sitemap/:section',
    {
      schema: {
        params: Type.Object({ section: SitemapSection }),
        querystring: SitemapQuery,
        response: { 200: SitemapPage },
      },
    },
    async (request, reply) => {
      const { section } = request.params;
      const { page } = request.query;
      const inSection = and(eq(listings.section, section), inSearch());
      const [rows, totals] = await Promise.all([
        db
          .select({ id: listings.id, type: listings.type, updatedAt: listings.updatedAt })
          .from(listings)
          .where(inSection)
          .orderBy(asc(listings.id))
          .limit(SITEMAP_PAGE_SIZE)
          .offset((page - 1) * SITEMAP_PAGE_SIZE),
        db.select({ total: count() }).from(listings).where(inSection),
      ]);
      // Crawlers read sitemaps a few times a day: an hour old is fresh enough.
      reply.header('Cache-Control', 'public, max-age=3600');
      return {
        total: totals[0]?.total ?? 0,
        page,
        pageSize: SITEMAP_PAGE_SIZE,
        items: rows.map((row) => ({
          id: row.id,
          type: row.type,
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },
  );
}
