import { type RouteHandle, requireNumericId } from '@591/router';
import type { RouteObject } from 'react-router';

/**
 * Every /business route of the specification; on business.<domain> the prefix is removed.
 * A bad id on a business detail is reported with page type home, as the specification says.
 */
export const routes: RouteObject[] = [
  {
    path: '/business',
    handle: { pageType: 'business', prerender: true } satisfies RouteHandle,
    lazy: () => import('../pages/landing-page.tsx'),
  },
  {
    path: '/business/list',
    handle: { pageType: 'business', keepAlive: true } satisfies RouteHandle,
    lazy: () => import('../pages/list-page.tsx'),
  },
  {
    path: '/business/rent/:id',
    handle: { pageType: 'business', keepAlive: true } satisfies RouteHandle,
    loader: ({ params }) => ({ id: requireNumericId(params.id, 'home') }),
    lazy: () => import('../pages/rent-detail-page.tsx'),
  },
  {
    path: '/business/sale/:id',
    handle: { pageType: 'business', keepAlive: true } satisfies RouteHandle,
    loader: ({ params }) => ({ id: requireNumericId(params.id, 'home') }),
    lazy: () => import('../pages/sale-detail-page.tsx'),
  },
];
