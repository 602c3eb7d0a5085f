import type { PageHead } from '@591/router';
import { placeName } from '@591/ui';
import type { PricePage } from './price-page-data.ts';

export const SITE_NAME = '591土地';

/** Each region and district has its own title and description, as people search by place. */
export function priceHead(data: PricePage): PageHead {
  const place = placeName(data);
  return {
    title: `${place}土地實價登錄行情 - ${SITE_NAME}`,
    description: `${place}近${data.search.years}年土地實價登錄：每季每坪單價中位數走勢，與每筆成交的日期、地段、使用分區、坪數、總價及每坪單價。`,
  };
}
