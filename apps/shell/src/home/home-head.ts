import { originOf } from '@591/config';
import type { PageHead } from '@591/router';

export const HOME_TITLE = '591房屋交易網 - 租屋、中古屋、土地、店面、辦公、廠房';

/**
 * The home page's head, with the site's schema.org WebSite: search engines may offer a search
 * box for it, which leads to the rent list's keyword search.
 */
export function homeHead(): PageHead {
  return {
    title: HOME_TITLE,
    description:
      '591房屋交易網：台灣租屋、中古屋、土地、店面、辦公室與廠房物件，每日更新，屋主直租、屋主自售與降價物件一次找齊。',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: '591房屋交易網',
      url: `${originOf('www')}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${originOf('rent')}/list?keyword={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  };
}
