import type { NewsArticle } from '@591/api-client';
import { newsCategoryName } from '@591/config';
import type { PageHead } from '@591/router';
import type { NewsListData } from './news-data.ts';

const SITE = '591房屋交易網';

export function newsListHead({ category, region }: NewsListData): PageHead {
  const topic = category ? newsCategoryName(category) : '房市新聞';
  const place = region?.name ?? '';
  return {
    title: `${place}${topic} - 591新聞 - ${SITE}`,
    description: `591新聞：${place}${topic}，房市動態、政策法規、稅務貸款、租屋與實價登錄資料報導。`,
  };
}

export function articleHead(article: NewsArticle): PageHead {
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
}
