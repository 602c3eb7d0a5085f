import { formatThousands } from '@591/config';
import { listParam, type PageHead } from '@591/router';
import type { BusinessList } from './business-list-data.ts';
import { searchName } from './business-search.ts';

export const SITE_NAME = '591商用不動產';

export function businessLandingHead(): PageHead {
  return {
    title: `店面・辦公・廠房出租出售 - ${SITE_NAME}`,
    description:
      '全台店面、辦公室、住辦與廠房出租、出售與店面頂讓：依地區、商圈、租金或總價、坪數、樓層與面寬找商用不動產。',
  };
}

/** The search's place: its region, then any districts and business circles chosen. */
export function placeOf(data: BusinessList, params: URLSearchParams): string {
  const named = (key: string, places: readonly { id: number; name: string }[]) =>
    listParam(params, key)
      .map((id) => places.find((place) => String(place.id) === id)?.name)
      .filter(Boolean);
  const parts = [...named('section', data.region.districts), ...named('circle', data.circles)];
  return `${data.region.name}${parts.join('・')}`;
}

/** Each search has a title and description of its own: shared links and results read well. */
export function businessListHead(data: BusinessList): PageHead {
  const params = new URLSearchParams(data.search);
  const subject = `${placeOf(data, params)}${searchName(params)}`;
  const total = formatThousands(data.results.total);
  return {
    title: `${subject}，共 ${total} 筆 - ${SITE_NAME}`,
    description: `${subject}共 ${total} 筆：比較租金或總價、坪數、樓層與店面面寬，依行政區、商圈、價格與坪數篩選，每日更新。`,
  };
}
