import type { ListingDetail } from '@591/api-client';
import { keepAliveLoader, type RouteHandle } from '@591/router';
import { listingHead, loadListing } from '@591/ui';
import type { RouteObject } from 'react-router';

const detailHead = (data: unknown) =>
  listingHead((data as { listing: ListingDetail }).listing, '591土地');

/** Every /land route of the specification; on land.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  {
    path: '/land',
    handle: { pageType: 'land', prerender: true } satisfies RouteHandle,
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
    handle: { pageType: 'land', keepAlive: true, head: detailHead } satisfies RouteHandle,
    loader: keepAliveLoader(({ params }) =>
      loadListing(params.id, { section: 'land', pageType: 'land', type: 1 }),
    ),
    lazy: () => import('../pages/rent-detail-page.tsx'),
  },
  {
    path: '/land/sale/:id',
    handle: { pageType: 'land', keepAlive: true, head: detailHead } satisfies RouteHandle,
    loader: keepAliveLoader(({ params }) =>
      loadListing(params.id, { section: 'land', pageType: 'land', type: 2 }),
    ),
    lazy: () => import('../pages/sale-detail-page.tsx'),
  },
  {
    path: '/land/special',
    handle: { pageType: 'land' } satisfies RouteHandle,
    lazy: () => import('../pages/special-page.tsx'),
  },
];
