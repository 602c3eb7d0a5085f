import type { NewsArticle } from '@591/api-client';
import { newsCategoryName } from '@591/config';
import type { RouteObject } from '@591/react-router';
import type { RouteHandle } from '@591/router';
import type { NewsListData } from '../articles/news-data.ts';

const SITE = '591房屋交易網';

function listHead(data: unknown) {
  const { category, region } = data as NewsListData;
  const topic = category ? newsCategoryName(category) : '房市新聞';
  const place = region?.name ?? '';
  return {
    title: `${place}${topic} - 591新聞 - ${SITE}`,
    description: `591新聞：${place}${topic}，房市動態、政策法規、稅務貸款、租屋與實價登錄資料報導。`,
  };
}

/** Every page of news.<domain>: the newest, a city's, and each article. */
export const routes: RouteObject[] = [
  {
    path: '/',
    handle: { pageType: 'home', channel: 'news', head: listHead } satisfies RouteHandle,
    loader: async ({ request }) =>
      (await import('../articles/news-data.ts')).loadNewsList(new URL(request.url)),
    lazy: () => import('../pages/news-list-page.tsx'),
  },
  {
    path: '/list/:city',
    handle: { pageType: 'home', channel: 'news', head: listHead } satisfies RouteHandle,
    loader: async ({ params, request }) =>
      (await import('../articles/news-data.ts')).loadNewsList(new URL(request.url), params.city),
    lazy: () => import('../pages/news-list-page.tsx'),
  },
  {
    path: '/news/:id',
    handle: {
      pageType: 'home',
      channel: 'news',
      head: (data) => {
        const article = data as NewsArticle;
        return {
          title: `${article.title} - 591新聞`,
          description: article.lead,
          structuredData: {
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: article.title,
            description: article.lead,
            datePublished: article.publishedAt,
            dateModified: article.updatedAt,
            articleSection: article.categoryName,
            author: { '@type': 'Organization', name: article.author },
            publisher: { '@type': 'Organization', name: SITE },
          },
        };
      },
    } satisfies RouteHandle,
    loader: async ({ params, request }) =>
      (await import('../articles/news-data.ts')).loadNewsArticle(
        params.id,
        new URL(request.url).pathname,
      ),
    lazy: () => import('../pages/article-page.tsx'),
  },
];
