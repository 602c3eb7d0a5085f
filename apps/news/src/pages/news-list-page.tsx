import { NEWS_CATEGORIES, originOf } from '@591/config';
import { Link } from '@591/react-router';
import { Pagination } from '@591/ui';
import type { NewsListData } from '../articles/news-data.ts';
import { NewsItem } from '../articles/news-item.tsx';
import { NEWS_CSS } from '../articles/news-styles.ts';

/** 591新聞: the newest articles, by category (and on /list/{city}, of one city). */
export function Component({ data }: { data: NewsListData }) {
  const { category, region, news } = data;
  const base = region ? `/list/${region.id}` : '/';
  const categoryName = NEWS_CATEGORIES.find((choice) => choice.id === category)?.name;
  const heading = `${region?.name ?? ''}${categoryName ?? (region ? '新聞' : '591新聞')}`;
  const feed = `${originOf('api')}/v1/news/feed.xml${category ? `?category=${category}` : ''}`;
  return (
    <div className="news">
      <style href="@591/news/news" precedence="default">
        {NEWS_CSS}
      </style>
      <h1>{heading}</h1>
      <nav aria-label="新聞分類">
        <ul className="news__chips">
          <li>
            <Link to={base} aria-current={category === null ? 'page' : undefined}>
              全部
            </Link>
          </li>
          {NEWS_CATEGORIES.map((choice) => (
            <li key={choice.id}>
              <Link
                to={`${base}?category=${choice.id}`}
                aria-current={category === choice.id ? 'page' : undefined}
              >
                {choice.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {news.items.length === 0 ? (
        <p className="news__empty" role="status">
          這個分類還沒有新聞。
        </p>
      ) : (
        <ol className="news__list">
          {news.items.map((article) => (
            <NewsItem key={article.id} article={article} />
          ))}
        </ol>
      )}
      <Pagination page={news.page} pageSize={news.pageSize} total={news.total} />
      <a className="news__feed" href={feed}>
        RSS 訂閱{categoryName ? `：${categoryName}` : ''}
      </a>
    </div>
  );
}
