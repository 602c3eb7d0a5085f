import { isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsArticles } from '../../db/schema/index.ts';
import { WRITTEN_ARTICLES } from '../data/news-articles.ts';

const DAY_MS = 86_400_000;

/** The articles written for the site, published days before `asOf`: once, into an empty channel. */
export async function addWrittenArticles(db: Database, asOf: Date): Promise<void> {
  const [written] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(isNull(newsArticles.dataKey))
    .limit(1);
  if (written) return;
  await db.insert(newsArticles).values(
    WRITTEN_ARTICLES.map(({ daysAgo, ...article }) => ({
      ...article,
      publishedAt: new Date(asOf.getTime() - daysAgo * DAY_MS + 9 * 3_600_000),
    })),
  );
}
