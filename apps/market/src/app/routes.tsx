import type { BrokerDetail, CommunityDetail } from '@591/api-client';
import { ENTRUST_PURPOSES, REAL_PRICE_KINDS } from '@591/config';
import type { RouteObject } from '@591/react-router';
import type { RouteHandle } from '@591/router';
import type { BrokerListData } from '../brokers/broker-data.ts';
import type { CommunityDealsData, CommunityListData } from '../communities/community-data.ts';
import type { EntrustPageData } from '../entrust/entrust-data.ts';
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
    path: '/broker',
    handle: {
      pageType: 'home',
      channel: 'market',
      head: (data) => {
        const { search, region } = data as BrokerListData;
        const district = region.districts.find((candidate) => candidate.id === search.sectionId);
        const place = `${region.name}${district?.name ?? ''}`;
        return {
          title: `${place}房仲經紀人 - 找經紀人 - 591房屋交易網`,
          description: `${place}在591刊登物件的不動產經紀人：經紀人證號、服務區域、刊登中的物件與最近確認時間。`,
        };
      },
    } satisfies RouteHandle,
    loader: async ({ request }) =>
      (await import('../brokers/broker-data.ts')).loadBrokerList(new URL(request.url).searchParams),
    lazy: () => import('../pages/broker-list-page.tsx'),
  },
  {
    path: '/broker/:id',
    handle: {
      pageType: 'home',
      channel: 'market',
      head: (data) => {
        const broker = data as BrokerDetail;
        const places = broker.districts.map((district) => district.name).join('、');
        return {
          title: `${broker.name} - 經紀人 - 591房屋交易網`,
          description: `${broker.name}（經紀人證號${broker.licence}）服務${places}，刊登中物件${broker.activeListings}筆。`,
        };
      },
    } satisfies RouteHandle,
    loader: async ({ params, request }) =>
      (await import('../brokers/broker-data.ts')).loadBroker(
        params.id,
        new URL(request.url).pathname,
      ),
    lazy: () => import('../pages/broker-page.tsx'),
  },
  {
    path: '/entrust',
    handle: {
      pageType: 'home',
      channel: 'market',
      // The member's own requests: rendered with their session, never kept by a shared cache.
      member: true,
      head: (data) => {
        const { purpose } = data as EntrustPageData;
        const name = ENTRUST_PURPOSES.find((choice) => choice.purpose === purpose)!.name;
        return {
          title: `屋主${name} - 免費委託經紀人 - 591房屋交易網`,
          description: `屋主${name}：填寫房屋資料，由當地經紀人接受委託並與你聯絡，地址與電話只給接受委託的經紀人。`,
        };
      },
    } satisfies RouteHandle,
    loader: async ({ request }) =>
      (await import('../entrust/entrust-data.ts')).loadEntrustPage(request),
    lazy: () => import('../pages/entrust-page.tsx'),
  },
  {
    path: '/:id/price',
    handle: {
      pageType: 'home',
      channel: 'market',
      head: (data) => {
        const { community } = data as CommunityDealsData;
        return {
          title: `${community.name}實價登錄 - 找社區 - 591房屋交易網`,
          description: `${community.name}（${community.regionName}${community.address}）門牌內登錄的買賣成交，共${community.dealCount}筆。`,
        };
      },
    } satisfies RouteHandle,
    loader: async ({ params, request }) =>
      (await import('../communities/community-data.ts')).loadCommunityDeals(
        params.id,
        new URL(request.url),
      ),
    lazy: () => import('../pages/community-deals-page.tsx'),
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
