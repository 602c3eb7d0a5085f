import type { RouteObject } from '@591/react-router';
import { pageRoute } from '@591/router';
import { loadNewsArticle, loadNewsList } from '../articles/news-data.ts';
import { articleHead, newsListHead } from '../articles/news-head.ts';

const handle = { pageType: 'home', channel: 'news' } as const;

/** Every page of news.<domain>: the newest, a city's, and each article. */
export const routes: RouteObject[] = [
  pageRoute({
    path: '/',
    handle,
    loader: ({ request }) => loadNewsList(new URL(request.url)),
    head: newsListHead,
    page: () => import('../pages/news-list-page.tsx'),
  }),
  pageRoute({
    path: '/list/:city',
    handle,
    loader: ({ params, request }) => loadNewsList(new URL(request.url), params.city),
    head: newsListHead,
    page: () => import('../pages/news-list-page.tsx'),
  }),
  pageRoute({
    path: '/news/:id',
    handle,
    loader: ({ params, request }) => loadNewsArticle(params.id, new URL(request.url).pathname),
    head: articleHead,
    page: () => import('../pages/article-page.tsx'),
  }),
];
