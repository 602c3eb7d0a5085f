import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * News articles (新聞): written for the site (by editors, in 新聞管理), or data stories
 * computed from the imported deals (`dataKey` set: one per region and month, rewritten when the
 * deals change). `body` is markdown; an article without `publishedAt` is a draft and is shown
 * to no one.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    lead: text('lead').notNull(),
    body: text('body').notNull(),
    /** One of NEWS_CATEGORIES (@591/config). */
    category: text('category').notNull(),
    /** The regions it is about (city tags); empty for the whole country. */
    regionIds: smallint('region_ids').array().notNull().default([]),
    author: text('author').notNull(),
    /** `deals:{regionId}:{YYYY-MM}` for a data story; null for a written article. */
    dataKey: text('data_key').unique(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_articles_published_idx').on(table.publishedAt.desc())],
);
