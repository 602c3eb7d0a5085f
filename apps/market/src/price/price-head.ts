import { REAL_PRICE_KINDS } from '@591/config';
import type { PageHead } from '@591/router';
import { placeName } from '@591/ui';
import type { PricePageData } from './price-page-data.ts';

export function priceHead(data: PricePageData): PageHead {
  const place = placeName(data);
  const kind = REAL_PRICE_KINDS.find((choice) => choice.id === data.search.kind)!.name;
  return {
    title: `${place}實價登錄${kind}成交行情 - 591房屋交易網`,
    description: `${place}的實價登錄${kind}成交紀錄與每坪單價中位數，資料來源：內政部不動產交易實價查詢服務網。`,
  };
}
