import { mapShouldRevalidate } from '@591/map';
import type { RouteObject } from '@591/react-router';
import { keepAliveLoader, type RouteHandle } from '@591/router';
import { detailPageHead, loadListing } from '@591/ui';
import { type LandMapPage, loadLandMap } from '../map/land-map-data.ts';
import { mapHead } from '../map/map-head.ts';
import { priceHead } from '../price/price-head.ts';
import { loadPricePage, type PricePage } from '../price/price-page-data.ts';
import { LAND_SITE_NAME, landListHead } from '../search/land-head.ts';
import { type LandList, loadLandList } from '../search/land-list-data.ts';
import { staticHead } from '../search/land-pages-head.ts';
import { loadSpecialLand } from '../special/special-data.ts';

const detailHead = detailPageHead(LAND_SITE_NAME);

/** Every /land route of the specification; on land.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  {
    path: '/land',
    handle: {
      pageType: 'land',
      prerender: true,
      head: staticHead('landing'),
    } satisfies RouteHandle,
    // No data of its own (the newest listings load in the browser); the loader lets the head apply.
    loader: () => null,
    lazy: () => import('../pages/landing-page.tsx'),
  },
  {
    path: '/land/first',
    handle: { pageType: 'land', head: staticHead('first') } satisfies RouteHandle,
    loader: () => null,
    lazy: () => import('../pages/first-page.tsx'),
  },
  {
    path: '/land/list',
    handle: {
      pageType: 'land',
      keepAlive: true,
      head: (data) => landListHead(data as LandList),
    } satisfies RouteHandle,
    loader: keepAliveLoader(({ request }) => loadLandList(new URL(request.url).searchParams)),
    lazy: () => import('../pages/list-page.tsx'),
  },
  {
    path: '/land/price',
    handle: {
      pageType: 'land',
      head: (data) => priceHead(data as PricePage),
    } satisfies RouteHandle,
    loader: ({ request }) => loadPricePage(new URL(request.url).searchParams),
    lazy: () => import('../pages/price-page.tsx'),
  },
  {
    path: '/land/map',
    handle: {
      pageType: 'land',
      head: (data) => mapHead((data as LandMapPage).search),
    } satisfies RouteHandle,
    loader: ({ request }) => loadLandMap(new URL(request.url).searchParams),
    // Panning, zooming and paging keep the search: the page fetches what the map shows itself.
    shouldRevalidate: mapShouldRevalidate,
    lazy: () => import('../pages/map-page.tsx'),
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
    handle: { pageType: 'land', head: staticHead('special') } satisfies RouteHandle,
    loader: loadSpecialLand,
    lazy: () => import('../pages/special-page.tsx'),
  },
];
