import { type NewsCategory, newsCategoryName, originOf } from '@591/config';
import { NewsArticle, NewsPage, NewsParams, NewsQuery } from '@591/contract';
import { and, arrayContains, count, desc, eq, isNotNull, lte, ne, type SQL } from 'drizzle-orm';
import { communities, listings, newsArticles } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { inSearch } from '../../services/listing-availability.ts';
import { type CardRow, cardColumns, communityJoin } from '../../services/listing-columns.ts';
import { toCard } from '../../services/listing-view.ts';
import { articleHtml } from '../../services/news/markdown.ts';

const CACHE = 'public, max-age=300';
const RELATED = 3;
const FEED_ITEMS = 30;

type ArticleRow = typeof newsArticles.$inferSelect;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** 新聞: published articles by category and city, an article with what to read next, RSS. */
export default async function newsRoutes(app: Api, { db, catalog, site }: ApiDeps) {
  const view = { catalog, apiOrigin: site.apiOrigin };
  /** Published, and not in the future. */
  const published = () =>
    and(isNotNull(newsArticles.publishedAt), lte(newsArticles.publishedAt, new Date()))!;

  const summaryOf = (row: ArticleRow) => ({
    id: row.id,
    title: row.title,
    lead: row.lead,
    category: row.category as NewsCategory,
    categoryName: newsCategoryName(row.category as NewsCategory),
    regions: row.regionIds.flatMap((id) => {
      const region = catalog.regionById.get(id);
      return region ? [{ id, name: region.name }] : [];
    }),
    author: row.author,
    data: row.dataKey !== null,
    publishedAt: row.publishedAt!.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  const newest = (where: SQL, limit: number, offset = 0) =>
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(limit)
      .offset(offset);

  app.get(
    '/v1/news',
    { schema: { querystring: NewsQuery, response: { 200: NewsPage } } },
    async (request, reply) => {
      const { category, region, page, pageSize } = request.query;
      if (region !== undefined && !catalog.regionById.has(region)) {
        throw new HttpError(404, `Region ${region} does not exist`);
      }
      const where = and(
        published(),
        category ? eq(newsArticles.category, category) : undefined,
        region === undefined ? undefined : arrayContains(newsArticles.regionIds, [region]),
      )!;
      const [rows, totals] = await Promise.all([
        newest(where, pageSize, (page - 1) * pageSize),
        db.select({ total: count() }).from(newsArticles).where(where),
      ]);
      reply.header('Cache-Control', CACHE);
      return { total: totals[0]?.total ?? 0, page, pageSize, items: rows.map(summaryOf) };
    },
  );

  app.get(
    '/v1/news/:id',
    { schema: { params: NewsParams, response: { 200: NewsArticle } } },
    async (request, reply) => {
      const [row] = await db
        .select()
        .from(newsArticles)
        .where(and(eq(newsArticles.id, request.params.id), published()));
      if (!row) throw new HttpError(404, '找不到這篇新聞');
      const [regionId] = row.regionIds;
      const [related, homes] = await Promise.all([
        newest(
          and(published(), eq(newsArticles.category, row.category), ne(newsArticles.id, row.id))!,
          RELATED,
        ),
        regionId === undefined
          ? []
          : db
              .select(cardColumns)
              .from(listings)
              .leftJoin(communities, communityJoin)
              .where(and(eq(listings.section, 'sale'), eq(listings.regionId, regionId), inSearch()))
              .orderBy(desc(listings.postedAt), desc(listings.id))
              .limit(RELATED),
      ]);
      reply.header('Cache-Control', CACHE);
      return {
        ...summaryOf(row),
        bodyHtml: articleHtml(row.body, site.site),
        related: related.map(summaryOf),
        listings: homes.map((home) => toCard(home as unknown as CardRow, view)),
      };
    },
  );

  /** RSS 2.0 of the newest articles, of one category with `?category=`. */
  app.get('/v1/news/feed.xml', { schema: { querystring: NewsQuery } }, async (request, reply) => {
    const { category } = request.query;
    const rows = await newest(
      and(published(), category ? eq(newsArticles.category, category) : undefined)!,
      FEED_ITEMS,
    );
    const newsOrigin = originOf('news', site.site);
    const title = `591新聞${category ? `・${newsCategoryName(category)}` : ''}`;
    const items = rows.map(
      (row) => `<item>
<title>${escapeXml(row.title)}</title>
<link>${newsOrigin}/news/${row.id}</link>
<guid isPermaLink="true">${newsOrigin}/news/${row.id}</guid>
<description>${escapeXml(row.lead)}</description>
<category>${escapeXml(newsCategoryName(row.category as NewsCategory))}</category>
<author>news@591.com.tw (${escapeXml(row.author)})</author>
<pubDate>${row.publishedAt!.toUTCString()}</pubDate>
</item>`,
    );
    reply
      .header('Content-Type', 'application/rss+xml; charset=utf-8')
      .header('Cache-Control', CACHE);
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
<channel>
<title>${escapeXml(title)}</title>
<link>${newsOrigin}/</link>
<description>591房屋交易網的房市新聞與實價登錄資料報導</description>
<language>zh-TW</language>
${items.join('\n')}
</channel>
</rss>
`;
  });
}
