import type { NewsSummary } from '@591/api-client';
import { Link } from '@591/react-router';

/** 2026-04-01T00:00:00.000Z as 2026/04/01 (Taiwan's date). */
export function dayOf(iso: string): string {
  const taiwan = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  return taiwan.toISOString().slice(0, 10).replaceAll('-', '/');
}

/** An article in a list: its title to it, its lead, category, cities, author and day. */
export function NewsItem({ article }: { article: NewsSummary }) {
  return (
    <li className="news-item" data-testid="news-item">
      <h2>
        <Link to={`/news/${article.id}`}>{article.title}</Link>
      </h2>
      <p>{article.lead}</p>
      <p className="news-meta">
        {[
          article.categoryName,
          ...article.regions.map((region) => region.name),
          article.author,
          dayOf(article.publishedAt),
        ].join('・')}
      </p>
    </li>
  );
}
