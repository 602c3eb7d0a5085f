import { mapShouldRevalidate } from '@591/map';
import type { RouteObject } from '@591/react-router';
import { keepAliveLoader, payloadLoader, type RouteHandle } from '@591/router';
import { detailPageHead } from '@591/ui';
import { loadSaleDetail } from '../detail/sale-detail-data.ts';
import { loadAddition } from '../house-pk/addition-data.ts';
import { loadComparison } from '../house-pk/comparison-data.ts';
import { loadSaleMap, type SaleMap } from '../map/sale-map-data.ts';
import { saleMapHead } from '../map/sale-map-head.ts';
import { SITE_NAME, saleHead } from '../search/sale-head.ts';
import { loadSalePage, type SalePage } from '../search/sale-page-data.ts';

/** Every /sale route of the specification; on sale.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  {
    path: '/sale',
    // The landing, and with shType=list or host the sale list (the real site's URLs). Only the
    // plain landing is prerendered, and only by a build given the API (its newest listings
    // come from it): the gateway and payloadLoader render any query afresh.
    handle: {
      pageType: 'sale',
      prerender: 'with-api',
      keepAlive: true,
      head: (data) => saleHead(data as SalePage),
    } satisfies RouteHandle,
    // Kept-alive on the outside, so the server's data for the first page seeds its cache.
    loader: keepAliveLoader(
      payloadLoader(({ request }) => loadSalePage(new URL(request.url).searchParams)),
    ),
    lazy: () => import('../pages/landing-page.tsx'),
  },
  {
    path: '/sale/about',
    handle: {
      pageType: 'sale',
      layout: 'custom',
      head: () => ({
        title: `關於我們 - ${SITE_NAME}`,
        description:
          '591售屋網：全台中古屋、屋主自售與法拍屋，買方比較總價、單價與社區；賣方刊登出售每筆240元起。',
      }),
    } satisfies RouteHandle,
    // No data to load; the loader is there so the route's head applies.
    loader: () => null,
    lazy: () => import('../pages/about-page.tsx'),
  },
  {
    path: '/sale/house-pk',
    handle: {
      pageType: 'sale',
      head: () => ({
        title: `房屋比較 - ${SITE_NAME}`,
        description: '並排比較最多4間中古屋的總價、單價、坪數、公設比、屋齡、社區與周邊捷運。',
      }),
    } satisfies RouteHandle,
    loader: loadComparison,
    lazy: () => import('../pages/house-pk-page.tsx'),
  },
  {
    path: '/sale/house-pk/add',
    // Adding is a step of the comparison page, not a page view of its own.
    handle: {
      pageType: 'sale',
      disabedGtmPv: true,
      head: () => ({ title: `加入比較 - ${SITE_NAME}` }),
    } satisfies RouteHandle,
    loader: loadAddition,
    lazy: () => import('../pages/house-pk-add-page.tsx'),
  },
  {
    path: '/sale/map',
    handle: {
      pageType: 'sale',
      head: (data) => saleMapHead(data as SaleMap),
    } satisfies RouteHandle,
    loader: ({ request }) => loadSaleMap(new URL(request.url).searchParams),
    // Panning, zooming and paging keep the search: the page fetches what the map shows itself.
    shouldRevalidate: mapShouldRevalidate,
    lazy: () => import('../pages/map-page.tsx'),
  },
  {
    path: '/sale/:id',
    handle: {
      pageType: 'sale',
      keepAlive: true,
      head: detailPageHead(SITE_NAME),
    } satisfies RouteHandle,
    loader: keepAliveLoader(({ params }) => loadSaleDetail(params.id)),
    lazy: () => import('../pages/detail-page.tsx'),
  },
];
