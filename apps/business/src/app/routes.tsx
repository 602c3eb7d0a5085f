import type { RouteObject } from '@591/react-router';
import { keptAlivePageRoute, pageRoute } from '@591/router';
import { detailPageHead } from '@591/ui';
import { type Deal, loadBusinessDetail } from '../detail/business-detail-data.ts';
import { businessLandingHead, businessListHead, SITE_NAME } from '../search/business-head.ts';
import { loadBusinessList } from '../search/business-list-data.ts';

/** A rent or sale detail route: kept alive, 404 with page type home for a bad id. */
function detailRoute(deal: Deal): RouteObject {
  return keptAlivePageRoute({
    path: `/business/${deal}/:id`,
    handle: { pageType: 'business' },
    loader: ({ params }) => loadBusinessDetail(params.id, deal),
    head: detailPageHead(SITE_NAME),
    page: () => import('../pages/detail-page.tsx'),
  });
}

/** Every /business route of the specification; on business.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  pageRoute({
    path: '/business',
    handle: { pageType: 'business', prerender: true },
    head: businessLandingHead,
    page: () => import('../pages/landing-page.tsx'),
  }),
  keptAlivePageRoute({
    path: '/business/list',
    handle: { pageType: 'business' },
    loader: ({ request }) => loadBusinessList(new URL(request.url).searchParams),
    head: businessListHead,
    page: () => import('../pages/list-page.tsx'),
  }),
  detailRoute('rent'),
  detailRoute('sale'),
];
