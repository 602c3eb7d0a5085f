import type { NewsArticle, NewsPage } from '@591/contract';
import { apiClient } from './clients.ts';

/** GET /v1/news: published articles (category, region, page, pageSize), newest first. */
export function fetchNews(query: URLSearchParams): Promise<NewsPage> {
  return apiClient('api').get('v1/news', { searchParams: query }).json();
}

/** GET /v1/news/:id: a published article; null when there is none with that id. */
export async function fetchNewsArticle(id: number): Promise<NewsArticle | null> {
  const response = await apiClient('api').get(`v1/news/${id}`, { throwHttpErrors: false });
  if (response.status === 404) return null;
  if (!response.ok) {
    throw Object.assign(new Error(`Article ${id} could not be loaded (HTTP ${response.status})`), {
      response,
    });
  }
  return response.json();
}
