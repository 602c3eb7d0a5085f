import { formatThousands, regionById } from '@591/config';
import type { PageHead } from '@591/router';
import type { SaleList, SalePage } from './sale-page-data.ts';
import { searchName } from './sale-search.ts';

export const SITE_NAME = '591售屋網';

/** The search's place: its region, and its district when exactly one is chosen. */
function placeOf(data: SaleList, params: URLSearchParams): string {
  const sections = params.getAll('section').flatMap((value) => value.split(','));
  const district =
    sections.length === 1
      ? data.region.districts.find((item) => String(item.id) === sections[0])?.name
      : undefined;
  return `${data.region.name}${district ?? ''}`;
}

/** Title and description of the landing URL, per search: crawlers and shared links read them. */
export function saleHead(data: SalePage): PageHead {
  if (data.view === 'landing') {
    const place = data.regionId === null ? '' : (regionById(data.regionId)?.name ?? '');
    return {
      title: `${place}中古屋・買屋 - ${SITE_NAME}`,
      description: `${place || '全台'}中古屋出售、屋主自售、降價急售與法拍屋：依地區、總價、單價、坪數與屋齡找房，看照片、社區與周邊捷運。`,
    };
  }
  const params = new URLSearchParams(data.query);
  const subject = `${placeOf(data, params)}${searchName(params)}`;
  const total = formatThousands(data.results.total);
  return {
    title: `${subject}，共 ${total} 筆 - ${SITE_NAME}`,
    description: `${subject}共 ${total} 筆：比較總價、單價、權狀與主建物坪數、屋齡、格局與樓層，依行政區、總價、坪數與屋齡篩選。`,
  };
}
