import { mapShouldRevalidate } from '@591/map';
import type { RouteObject } from '@591/react-router';
import { keepAliveLoader, type RouteHandle } from '@591/router';
import { detailPageHead, loadListing } from '@591/ui';
import { rentListHead, RENT_SITE_NAME as SITE_NAME } from '../list/list-head.ts';
import { loadRentList, type RentList } from '../list/rent-list.ts';
import { loadRentMap, type RentMap } from '../map/rent-map-data.ts';
import { rentMapHead } from '../map/rent-map-head.ts';

/** Every /rent route of the specification; on rent.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  {
    path: '/rent',
    handle: { pageType: 'rent', prerender: true } satisfies RouteHandle,
    lazy: () => import('../pages/landing-page.tsx'),
  },
  {
    path: '/rent/list',
    handle: {
      pageType: 'rent',
      keepAlive: true,
      head: (data) => rentListHead(data as RentList),
    } satisfies RouteHandle,
    loader: keepAliveLoader(({ request }) => loadRentList(new URL(request.url).searchParams)),
    lazy: () => import('../pages/list-page.tsx'),
  },
  {
    path: '/rent/map',
    handle: {
      pageType: 'rent',
      head: (data) => rentMapHead(data as RentMap),
    } satisfies RouteHandle,
    loader: ({ request }) => loadRentMap(new URL(request.url).searchParams),
    // Panning, zooming and paging keep the search: the page fetches what the map shows itself.
    shouldRevalidate: mapShouldRevalidate,
    lazy: () => import('../pages/map-page.tsx'),
  },
  {
    path: '/rent/:id',
    handle: {
      pageType: 'rent',
      keepAlive: true,
      head: detailPageHead(SITE_NAME),
    } satisfies RouteHandle,
    loader: keepAliveLoader(({ params }) =>
      loadListing(params.id, { section: 'rent', pageType: 'rent' }),
    ),
    lazy: () => import('../pages/detail-page.tsx'),
  },
];
