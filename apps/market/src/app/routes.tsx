import { REAL_PRICE_KINDS } from '@591/config';
import type { RouteObject } from '@591/react-router';
import type { RouteHandle } from '@591/router';
import type { PricePageData } from '../price/price-page-data.ts';

/** Every page of market.<domain> (找社區, 實價登錄): rendered per request from the API. */
export const routes: RouteObject[] = [
  {
    path: '/price',
    handle: {
      pageType: 'home',
      channel: 'market',
      head: (data) => {
        const { search, region } = data as PricePageData;
        const district = region.districts.find((candidate) => candidate.id === search.sectionId);
        const place = `${region.name}${district?.name ?? ''}`;
        const kind = REAL_PRICE_KINDS.find((choice) => choice.id === search.kind)!.name;
        return {
          title: `${place}實價登錄${kind}成交行情 - 591房屋交易網`,
          description: `${place}的實價登錄${kind}成交紀錄與每坪單價中位數，資料來源：內政部不動產交易實價查詢服務網。`,
        };
      },
    } satisfies RouteHandle,
    loader: async ({ request }) =>
      (await import('../price/price-page-data.ts')).loadPricePage(
        new URL(request.url).searchParams,
      ),
    lazy: () => import('../pages/price-page.tsx'),
  },
];
