import type { RouteObject } from '@591/react-router';
import { keepAliveLoader, type RouteHandle } from '@591/router';
import { detailPageHead } from '@591/ui';
import { type Deal, loadBusinessDetail } from '../detail/business-detail-data.ts';
import { businessListHead, SITE_NAME } from '../search/business-head.ts';
import { type BusinessList, loadBusinessList } from '../search/business-list-data.ts';

/** A rent or sale detail route: kept alive, 404 with page type home for a bad id. */
function detailRoute(deal: Deal): RouteObject {
  return {
    path: `/business/${deal}/:id`,
    handle: {
      pageType: 'business',
      keepAlive: true,
      head: detailPageHead(SITE_NAME),
    } satisfies RouteHandle,
    loader: keepAliveLoader(({ params }) => loadBusinessDetail(params.id, deal)),
    lazy: () => import('../pages/detail-page.tsx'),
  };
}

/** Every /business route of the specification; on business.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  {
    path: '/business',
    handle: {
      pageType: 'business',
      prerender: true,
      head: () => ({
        title: `店面・辦公・廠房出租出售 - ${SITE_NAME}`,
        description:
          '全台店面、辦公室、住辦與廠房出租、出售與店面頂讓：依地區、商圈、租金或總價、坪數、樓層與面寬找商用不動產。',
      }),
    } satisfies RouteHandle,
    // No data to load on the server; the loader is there so the route's head applies.
    loader: () => null,
    lazy: () => import('../pages/landing-page.tsx'),
  },
  {
    path: '/business/list',
    handle: {
      pageType: 'business',
      keepAlive: true,
      head: (data) => businessListHead(data as BusinessList),
    } satisfies RouteHandle,
    loader: keepAliveLoader(({ request }) => loadBusinessList(new URL(request.url).searchParams)),
    lazy: () => import('../pages/list-page.tsx'),
  },
  detailRoute('rent'),
  detailRoute('sale'),
];
