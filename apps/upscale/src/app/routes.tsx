import type { RouteObject } from '@591/react-router';
import type { RouteHandle } from '@591/router';
import type { LuxuryListData } from '../listings/luxury-data.ts';

const SITE = '591房屋交易網';

/** Every page of upscale.<domain>: 豪宅, rendered per request from the sale search. */
export const routes: RouteObject[] = [
  {
    path: '/',
    handle: {
      pageType: 'home',
      // 豪宅 is in the 新建案 menu; its homes are sale listings.
      channel: 'sale',
      head: (data) => {
        const { region } = data as LuxuryListData;
        return {
          title: `${region.name}豪宅 - 高價住宅出售 - ${SITE}`,
          description: `${region.name}總價超過中央銀行高價住宅門檻的出售物件，依行政區瀏覽。`,
        };
      },
    } satisfies RouteHandle,
    loader: async ({ request }) =>
      (await import('../listings/luxury-data.ts')).loadLuxuryLanding(
        new URL(request.url).searchParams,
      ),
    lazy: () => import('../pages/landing-page.tsx'),
  },
  {
    path: '/list',
    handle: {
      pageType: 'home',
      channel: 'sale',
      head: (data) => {
        const { search, region } = data as LuxuryListData;
        const district = region.districts.find((candidate) => candidate.id === search.sectionId);
        const place = `${region.name}${district?.name ?? ''}`;
        return {
          title: `${place}豪宅列表 - ${SITE}`,
          description: `${place}總價超過高價住宅門檻的出售物件：最新刊登、總價與單價排序。`,
        };
      },
    } satisfies RouteHandle,
    loader: async ({ request }) =>
      (await import('../listings/luxury-data.ts')).loadLuxuryList(
        new URL(request.url).searchParams,
      ),
    lazy: () => import('../pages/list-page.tsx'),
  },
];
