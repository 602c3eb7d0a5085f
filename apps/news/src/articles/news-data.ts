import {
  fetchNews,
  fetchNewsArticle,
  fetchRegion,
  type NewsArticle,
  type NewsPage,
  type RegionWithDistricts,
} from '@591/api-client';
import { isNewsCategory, type NewsCategory } from '@591/config';
import { notFound } from '@591/router';

export const NEWS_PAGE_SIZE = 20;

export interface NewsListData {
  category: NewsCategory | null;
  /** The city of /list/{region id}; null on the front page. */
  region: RegionWithDistricts | null;
  news: NewsPage;
}

const pageIn = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1;
};

/** The newest articles, of a category (`?category=`) and a city (/list/{region id}). */
export async function loadNewsList(url: URL, rawRegion?: string): Promise<NewsListData> {
  const asked = url.searchParams.get('category');
  const category = isNewsCategory(asked) ? asked : null;
  const regionId = rawRegion === undefined ? null : Number(rawRegion);
  if (regionId !== null && !(Number.isInteger(regionId) && regionId > 0 && regionId < 100)) {
    throw notFound(url.pathname);
  }
  const query = new URLSearchParams({
    page: String(pageIn(url.searchParams)),
    pageSize: String(NEWS_PAGE_SIZE),
  });
  if (category) query.set('category', category);
  if (regionId !== null) query.set('region', String(regionId));
  const [region, news] = await Promise.all([
    regionId === null ? null : fetchRegion(regionId).catch(() => null),
    fetchNews(query).catch((error) => {
      if (error?.response?.status === 404) return null;
      throw error;
    }),
  ]);
  if (!news || (regionId !== null && !region)) throw notFound(url.pathname);
  return { category, region, news };
}

/** An article; an id that is not a published one answers the site's 404 page. */
export async function loadNewsArticle(
  rawId: string | undefined,
  path: string,
): Promise<NewsArticle> {
  const id = rawId && /^[1-9]\d{0,8}$/.test(rawId) ? Number(rawId) : null;
  const article = id === null ? null : await fetchNewsArticle(id);
  if (!article) throw notFound(path);
  return article;
}
