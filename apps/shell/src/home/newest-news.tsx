import { fetchNews, type NewsSummary } from '@591/api-client';
import { originOf } from '@591/config';
import { useEffect, useState } from 'react';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'done'; news: NewsSummary[] };

const SHOWN = 3;

const CSS = `
.home-news{margin:24px 0 0}
.home-news h2{margin:0 0 8px}
.home-news ol{margin:0;padding:0;list-style:none}
.home-news li{padding:8px 0;border-bottom:1px solid #eee}
.home-news li a{display:inline-flex;align-items:center;min-height:44px;color:#222;font-weight:700;text-decoration:none}
.home-news li a:hover{color:#b35000}
.home-news li p{margin:0;color:#666;font-size:13px}
.home-news__more{display:inline-flex;align-items:center;min-height:44px;color:#8a3d00}
`;

/**
 * The three newest articles of news.<domain>. The home page is built ahead of time, so they are
 * asked for in the browser after it shows, like its newest listings.
 */
export function NewestNews() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchNews(new URLSearchParams({ pageSize: String(SHOWN) })).then(
      (page) => current && setState({ status: 'done', news: page.items }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  const news = originOf('news');
  return (
    <section
      className="home-news"
      aria-labelledby="home-news"
      aria-busy={state.status === 'loading'}
    >
      <style href="@591/shell/home-news" precedence="default">
        {CSS}
      </style>
      <h2 id="home-news">最新新聞</h2>
      {state.status === 'failed' && <p role="alert">新聞暫時無法載入。</p>}
      {state.status === 'done' && (
        <ol data-testid="home-news">
          {state.news.map((article) => (
            <li key={article.id}>
              <a href={`${news}/news/${article.id}`}>{article.title}</a>
              <p>{article.categoryName}</p>
            </li>
          ))}
        </ol>
      )}
      <a className="home-news__more" href={`${news}/`}>
        看更多新聞
      </a>
    </section>
  );
}
