import { type RouteHandle, requireNumericId } from '@591/router';
import type { RouteObject } from 'react-router';

/** Every /land route of the specification; on land.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  {
    path: '/land',
    handle: { pageType: 'land' } satisfies RouteHandle,
    lazy: () => import('../pages/landing-page.tsx'),
  },
  {
    path: '/land/first',
    handle: { pageType: 'land' } satisfies RouteHandle,
    lazy: () => import('../pages/first-page.tsx'),
  },
  {
    path: '/land/list',
    handle: { pageType: 'land', keepAlive: true } satisfies RouteHandle,
    lazy: () => import('../pages/list-page.tsx'),
  },
  {
    path: '/land/price',
    handle: { pageType: 'land' } satisfies RouteHandle,
    lazy: () => import('../pages/price-page.tsx'),
  },
  {
    path: '/land/rent/:id',
    handle: { pageType: 'land', keepAlive: true } satisfies RouteHandle,
    loader: ({ params }) => ({ id: requireNumericId(params.id, 'land') }),
    lazy: () => import('../pages/rent-detail-page.tsx'),
  },
  {
    path: '/land/sale/:id',
    handle: { pageType: 'land', keepAlive: true } satisfies RouteHandle,
    loader: ({ params }) => ({ id: requireNumericId(params.id, 'land') }),
    lazy: () => import('../pages/sale-detail-page.tsx'),
  },
  {
    path: '/land/special',
    handle: { pageType: 'land' } satisfies RouteHandle,
    lazy: () => import('../pages/special-page.tsx'),
  },
];
