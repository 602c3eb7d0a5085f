import { mapShouldRevalidate } from '@591/map';
import type { RouteObject } from '@591/react-router';
import { keptAlivePageRoute, pageRoute } from '@591/router';
import { detailPageHead, loadListing } from '@591/ui';
import { rentListHead, RENT_SITE_NAME as SITE_NAME } from '../list/list-head.ts';
import { loadRentList } from '../list/rent-list.ts';
import { loadRentMap } from '../map/rent-map-data.ts';
import { rentMapHead } from '../map/rent-map-head.ts';

/** Every /rent route of the specification; on rent.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  pageRoute({
    path: '/rent',
    handle: { pageType: 'rent', prerender: true },
    page: () => import('../pages/landing-page.tsx'),
  }),
  keptAlivePageRoute({
    path: '/rent/list',
    handle: { pageType: 'rent' },
    loader: ({ request }) => loadRentList(new URL(request.url).searchParams),
    head: rentListHead,
    page: () => import('../pages/list-page.tsx'),
  }),
  pageRoute({
    path: '/rent/map',
    handle: { pageType: 'rent' },
    loader: ({ request }) => loadRentMap(new URL(request.url).searchParams),
    head: rentMapHead,
    // Panning, zooming and paging keep the search: the page fetches what the map shows itself.
    shouldRevalidate: mapShouldRevalidate,
    page: () => import('../pages/map-page.tsx'),
  }),
  keptAlivePageRoute({
    path: '/rent/:id',
    handle: { pageType: 'rent' },
    loader: ({ params }) => loadListing(params.id, { section: 'rent', pageType: 'rent' }),
    head: detailPageHead(SITE_NAME),
    page: () => import('../pages/detail-page.tsx'),
  }),
];
