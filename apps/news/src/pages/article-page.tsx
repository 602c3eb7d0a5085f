import type { NewsArticle } from '@591/api-client';
import { listingDetailUrl } from '@591/config';
import { Link } from '@591/react-router';
import { SaleCard } from '@591/ui';
import { dayOf, NewsItem } from '../articles/news-item.tsx';
import { NEWS_CSS } from '../articles/news-styles.ts';

/** An article: its lead and body, its homes for sale in its city, and what to read next. */
export function Component({ data: article }: { data: NewsArticle }) {
  const [city] = article.regions;
  return (
    <article className="news article">
      <style href="@591/news/news" precedence="default">
        {NEWS_CSS}
      </style>
      <p className="news-meta">
        <Link to={`/?category=${article.category}`}>{article.categoryName}</Link>
        {article.regions.map((region) => (
          <span key={region.id}>
            ・<Link to={`/list/${region.id}`}>{region.name}</Link>
          </span>
        ))}
      </p>
      <h1>{article.title}</h1>
      <p className="news-meta">
        {article.author}・{dayOf(article.publishedAt)}
      </p>
      <p className="article__lead">{article.lead}</p>
      <div
        className="article__body"
        data-testid="article-body"
        // The API's HTML of the article's markdown, raw HTML in it shown as text.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API renders and escapes it
        dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
      />
      {article.listings.length > 0 && city && (
        <section className="article__aside" aria-labelledby="article-homes">
          <h2 id="article-homes">{city.name}最新出售物件</h2>
          {article.listings.map((listing) => (
            <SaleCard key={listing.id} listing={listing} to={listingDetailUrl(listing)} />
          ))}
        </section>
      )}
      {article.related.length > 0 && (
        <section className="article__aside" aria-labelledby="article-related">
          <h2 id="article-related">更多{article.categoryName}</h2>
          <ol className="news__list">
            {article.related.map((related) => (
              <NewsItem key={related.id} article={related} />
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
