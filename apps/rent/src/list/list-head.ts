import { formatThousands } from '@591/config';
import { listParam, type PageHead } from '@591/router';
import type { RentList } from './rent-list.ts';

export const RENT_SITE_NAME = '591租屋網';

/** What the search is, in words: 台北市大安區・信義區 獨立套房 屋主直租. */
export function searchSummary(data: RentList, params: URLSearchParams): string {
  const districts = listParam(params, 'section')
    .map((id) => data.region.districts.find((district) => String(district.id) === id)?.name)
    .filter(Boolean);
  const kinds = listParam(params, 'kind')
    .map((id) => data.filters.kinds.find((kind) => String(kind.id) === id)?.name)
    .filter(Boolean);
  const place = `${data.region.name}${districts.length > 0 ? districts.join('・') : ''}`;
  const landlord = params.get('shType') === 'host' ? '屋主直租' : '';
  return [place, kinds.join('・'), landlord].filter(Boolean).join(' ');
}

/** Each search has a title and description of its own: shared links and results read well. */
export function rentListHead(data: RentList): PageHead {
  const summary = searchSummary(data, new URLSearchParams(data.search));
  const total = formatThousands(data.results.total);
  return {
    title: `${summary}租屋，共 ${total} 筆 - ${RENT_SITE_NAME}`,
    description: `${summary}出租物件共 ${total} 筆：整層住家、獨立套房、分租套房、雅房，依租金、坪數、格局、捷運與學校篩選，每日更新。`,
  };
}
