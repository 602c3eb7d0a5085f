import { mapShouldRevalidate } from '@591/map';
import type { RouteObject } from '@591/react-router';
import { keptAlivePageRoute, pageRoute, payloadLoader } from '@591/router';
import { detailPageHead } from '@591/ui';
import { loadSaleDetail } from '../detail/sale-detail-data.ts';
import { loadAddition } from '../house-pk/addition-data.ts';
import { loadComparison } from '../house-pk/comparison-data.ts';
import { additionHead, comparisonHead } from '../house-pk/house-pk-head.ts';
import { aboutHead } from '../landing/about-head.ts';
import { loadSaleMap } from '../map/sale-map-data.ts';
import { saleMapHead } from '../map/sale-map-head.ts';
import { SITE_NAME, saleHead } from '../search/sale-head.ts';
import { loadSalePage } from '../search/sale-page-data.ts';

/** Every /sale route of the specification; on sale.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  // The landing, and with shType=list or host the sale list (the real site's URLs). Only the
  // plain landing is prerendered, and only by a build given the API (its newest listings
  // come from it): the gateway and payloadLoader render any query afresh.
  keptAlivePageRoute({
    path: '/sale',
    handle: { pageType: 'sale', prerender: 'with-api' },
    // Kept-alive on the outside, so the server's data for the first page seeds its cache.
    loader: payloadLoader(({ request }) => loadSalePage(new URL(request.url).searchParams)),
    head: saleHead,
    page: () => import('../pages/landing-page.tsx'),
  }),
  pageRoute({
    path: '/sale/about',
    handle: { pageType: 'sale', layout: 'custom' },
    head: aboutHead,
    page: () => import('../pages/about-page.tsx'),
  }),
  pageRoute({
    path: '/sale/house-pk',
    // Made from the visitor's own compare cookie.
    handle: { pageType: 'sale', perVisitor: true },
    loader: loadComparison,
    head: comparisonHead,
    page: () => import('../pages/house-pk-page.tsx'),
  }),
  pageRoute({
    path: '/sale/house-pk/add',
    // Adding is a step of the comparison page, not a page view of its own.
    handle: { pageType: 'sale', disabedGtmPv: true, perVisitor: true },
    loader: loadAddition,
    head: additionHead,
    page: () => import('../pages/house-pk-add-page.tsx'),
  }),
  pageRoute({
    path: '/sale/map',
    handle: { pageType: 'sale' },
    loader: ({ request }) => loadSaleMap(new URL(request.url).searchParams),
    head: saleMapHead,
    // Panning, zooming and paging keep the search: the page fetches what the map shows itself.
    shouldRevalidate: mapShouldRevalidate,
    page: () => import('../pages/map-page.tsx'),
  }),
  keptAlivePageRoute({
    path: '/sale/:id',
    handle: { pageType: 'sale' },
    loader: ({ params }) => loadSaleDetail(params.id),
    head: detailPageHead(SITE_NAME),
    page: () => import('../pages/detail-page.tsx'),
  }),
];
