import type { RouteObject } from '@591/react-router';
import { pageRoute } from '@591/router';
import { loadBroker, loadBrokerList } from '../brokers/broker-data.ts';
import { brokerHead, brokerListHead } from '../brokers/broker-head.ts';
import {
  loadCommunity,
  loadCommunityDeals,
  loadCommunityList,
} from '../communities/community-data.ts';
import {
  communityDealsHead,
  communityHead,
  communityListHead,
} from '../communities/community-head.ts';
import { loadEntrustPage } from '../entrust/entrust-data.ts';
import { entrustHead } from '../entrust/entrust-head.ts';
import { priceHead } from '../price/price-head.ts';
import { loadPricePage } from '../price/price-page-data.ts';

/** 找社區 and 實價登錄 are under the home channel, with market's header entry as the current one. */
const handle = { pageType: 'home', channel: 'market' } as const;

/** Every page of market.<domain> (找社區, 實價登錄): rendered per request from the API. */
export const routes: RouteObject[] = [
  pageRoute({
    path: '/price',
    handle,
    loader: ({ request }) => loadPricePage(new URL(request.url).searchParams),
    head: priceHead,
    page: () => import('../pages/price-page.tsx'),
  }),
  pageRoute({
    path: '/list',
    handle,
    loader: ({ request }) => loadCommunityList(new URL(request.url).searchParams),
    head: communityListHead,
    page: () => import('../pages/community-list-page.tsx'),
  }),
  pageRoute({
    path: '/broker',
    handle,
    loader: ({ request }) => loadBrokerList(new URL(request.url).searchParams),
    head: brokerListHead,
    page: () => import('../pages/broker-list-page.tsx'),
  }),
  pageRoute({
    path: '/broker/:id',
    handle,
    loader: ({ params, request }) => loadBroker(params.id, new URL(request.url).pathname),
    head: brokerHead,
    page: () => import('../pages/broker-page.tsx'),
  }),
  pageRoute({
    path: '/entrust',
    // The member's own requests: rendered with their session, never kept by a shared cache.
    handle: { ...handle, member: true },
    loader: ({ request }) => loadEntrustPage(request),
    head: entrustHead,
    page: () => import('../pages/entrust-page.tsx'),
  }),
  pageRoute({
    path: '/:id/price',
    handle,
    loader: ({ params, request }) => loadCommunityDeals(params.id, new URL(request.url)),
    head: communityDealsHead,
    page: () => import('../pages/community-deals-page.tsx'),
  }),
  pageRoute({
    path: '/:id',
    handle,
    loader: ({ params, request }) => loadCommunity(params.id, new URL(request.url).pathname),
    head: communityHead,
    page: () => import('../pages/community-page.tsx'),
  }),
];
