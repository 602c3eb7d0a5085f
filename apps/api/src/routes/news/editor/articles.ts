import { type NewsCategory, newsCategoryName } from '@591/config';
import {
  EditorArticleAnswer,
  EditorArticleBody,
  EditorArticlePage,
  IdParams,
  PageQuery,
} from '@591/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { newsArticles } from '../../../db/schema/index.ts';
import type { Api } from '../../../lib/api.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { pagedAnswer } from '../../../lib/paged-answer.ts';
import { guardEditorScope } from '../../../plugins/editor-guard.ts';
import { sessionOf } from '../../../plugins/member-guard.ts';
import type { ApiDeps } from '../../../services/api-deps.ts';
import { editorArticleFields } from '../../../services/news/editor-article-form.ts';
import { articleHtml } from '../../../services/news/markdown.ts';

type ArticleRow = typeof newsArticles.$inferSelect;

/** An article of 20,000 characters is some 60 KB of UTF-8: more than the API's JSON limit. */
const ARTICLE_BODY_LIMIT = 256 * 1024;
const NOT_FOUND = '找不到這篇文章';

/** Written articles only: data stories are rewritten from the deals, so they are not edited. */
const written = isNull(newsArticles.dataKey);

/**
 * 新聞管理: editors write articles as drafts, preview them as readers will see them, publish
 * (first in their category from then on) and unpublish them. Editors only (see editor-guard).
 */
export default async function newsEditorRoutes(app: Api, { db, site, catalog }: ApiDeps) {
  const summaryOf = (row: ArticleRow) => ({
    id: row.id,
    title: row.title,
    lead: row.lead,
    category: row.category,
    categoryName: newsCategoryName(row.category as NewsCategory),
    regionIds: row.regionIds,
    author: row.author,
    status: row.publishedAt ? ('published' as const) : ('draft' as const),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  });
  const answerOf = (row: ArticleRow) => ({
    status: 1 as const,
    data: { ...summaryOf(row), body: row.body, bodyHtml: articleHtml(row.body, site.site) },
  });

  /** A written article; an unknown id, or a data story's, is a 404. */
  const writtenArticle = async (id: number) => {
    const [row] = await db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.id, id), written));
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  };

  /** Changes a written article (an unknown id, or a data story's, is a 404 here too). */
  const change = async (id: number, values: PgUpdateSetSource<typeof newsArticles>) => {
    const [row] = await db
      .update(newsArticles)
      // The database's clock, as a new article's: the list's order is the order of the changes.
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(newsArticles.id, id), written))
      .returning();
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  };

  await app.register(async (scope: Api) => {
    guardEditorScope(scope);

    scope.get(
      '/v1/editor/articles',
      {
        schema: { querystring: PageQuery, response: { 200: EditorArticlePage } },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const [rows, totals] = await Promise.all([
          db
            .select()
            .from(newsArticles)
            .where(written)
            .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
            .limit(pageSize)
            .offset((page - 1) * pageSize),
          db.select({ total: count() }).from(newsArticles).where(written),
        ]);
        return pagedAnswer(request.query, totals, rows.map(summaryOf));
      },
    );

    scope.post(
      '/v1/editor/articles',
      {
        bodyLimit: ARTICLE_BODY_LIMIT,
        schema: { body: EditorArticleBody, response: { 201: EditorArticleAnswer } },
      },
      async (request, reply) => {
        const fields = editorArticleFields(request.body, catalog);
        const [row] = await db
          .insert(newsArticles)
          .values({ ...fields, author: sessionOf(request).member.realName })
          .returning();
        return reply.status(201).send(answerOf(row!));
      },
    );

    scope.get(
      '/v1/editor/articles/:id',
      {
        schema: { params: IdParams, response: { 200: EditorArticleAnswer } },
      },
      async (request) => answerOf(await writtenArticle(request.params.id)),
    );

    scope.put(
      '/v1/editor/articles/:id',
      {
        bodyLimit: ARTICLE_BODY_LIMIT,
        schema: {
          params: IdParams,
          body: EditorArticleBody,
          response: { 200: EditorArticleAnswer },
        },
      },
      async (request) =>
        answerOf(await change(request.params.id, editorArticleFields(request.body, catalog))),
    );

    // Published now, so first in its category; publishing it again keeps its time. The time
    // is this process's clock, as the public lists' "published by now" is.
    scope.post(
      '/v1/editor/articles/:id/publish',
      {
        schema: { params: IdParams, response: { 200: EditorArticleAnswer } },
      },
      async (request) => {
        const row = await writtenArticle(request.params.id);
        return answerOf(await change(row.id, { publishedAt: row.publishedAt ?? new Date() }));
      },
    );

    // A draft again: gone from the lists and the feed, and its page is a 404.
    scope.post(
      '/v1/editor/articles/:id/unpublish',
      {
        schema: { params: IdParams, response: { 200: EditorArticleAnswer } },
      },
      async (request) => answerOf(await change(request.params.id, { publishedAt: null })),
    );
  });
}
