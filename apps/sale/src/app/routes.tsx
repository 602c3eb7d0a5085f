import { searchListings } from '@591/api-client';
import { payloadLoader, type RouteHandle } from '@591/router';
import type { RouteObject } from 'react-router';

/** Every /sale route of the specification; on sale.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  {
    path: '/sale',
    handle: { pageType: 'sale', prerender: true } satisfies RouteHandle,
    // The newest listings, so the landing page shows (and crawlers find) what is for sale now.
    loader: payloadLoader(() => searchListings('sale', new URLSearchParams({ pageSize: '6' }))),
    lazy: () => import('../pages/landing-page.tsx'),
  },
  {
    path: '/sale/about',
    handle: { pageType: 'sale', layout: 'custom' } satisfies RouteHandle,
    lazy: () => import('../pages/about-page.tsx'),
  },
  {
    path: '/sale/house-pk',
    handle: { pageType: 'sale' } satisfies RouteHandle,
    lazy: () => import('../pages/house-pk-page.tsx'),
  },
  {
    path: '/sale/house-pk/add',
    // Adding is a step of the comparison page, not a page view of its own.
    handle: { pageType: 'sale', disabedGtmPv: true } satisfies RouteHandle,
    lazy: () => import('../pages/house-pk-add-page.tsx'),
  },
];
