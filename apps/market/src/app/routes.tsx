import type { CommunityDetail } from '@591/api-client';
import { REAL_PRICE_KINDS } from '@591/config';
import type { RouteObject } from '@591/react-router';
import type { RouteHandle } from '@591/router';
import type { CommunityListData } from '../communities/community-data.ts';
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
  {
    path: '/list',
    handle: {
      pageType: 'home',
      channel: 'market',
      head: (data) => {
        const { search, region } = data as CommunityListData;
        const district = region.districts.find((candidate) => candidate.id === search.sectionId);
        const place = `${region.name}${district?.name ?? ''}`;
        return {
          title: `${place}社區 - 找社區 - 591房屋交易網`,
          description: `${place}的社區：屋齡、戶數、管理費，社區內出售與出租中的物件及同路段的實價登錄。`,
        };
      },
    } satisfies RouteHandle,
    loader: async ({ request }) =>
      (await import('../communities/community-data.ts')).loadCommunityList(
        new URL(request.url).searchParams,
      ),
    lazy: () => import('../pages/community-list-page.tsx'),
  },
  {
    path: '/:id',
    handle: {
      pageType: 'home',
      channel: 'market',
      head: (data) => {
        const community = data as CommunityDetail;
        const address = `${community.regionName}${community.address}`;
        return {
          title: `${community.name} - ${address} - 找社區 - 591房屋交易網`,
          description: `${community.name}（${address}）：屋齡${community.age}年、${community.households}戶，出售${community.saleCount}筆、出租${community.rentCount}筆，同路段實價登錄。`,
          structuredData: {
            '@context': 'https://schema.org',
            '@type': 'ApartmentComplex',
            name: community.name,
            address: {
              '@type': 'PostalAddress',
              addressCountry: 'TW',
              addressRegion: community.regionName,
              addressLocality: community.districtName,
              streetAddress: community.road,
            },
            geo: { '@type': 'GeoCoordinates', latitude: community.lat, longitude: community.lng },
            numberOfAccommodationUnits: community.households,
          },
        };
      },
    } satisfies RouteHandle,
    loader: async ({ params, request }) =>
      (await import('../communities/community-data.ts')).loadCommunity(
        params.id,
        new URL(request.url).pathname,
      ),
    lazy: () => import('../pages/community-page.tsx'),
  },
];
