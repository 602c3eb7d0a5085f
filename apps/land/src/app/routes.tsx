import { mapShouldRevalidate } from '@591/map';
import type { RouteObject } from '@591/react-router';
import { keptAlivePageRoute, pageRoute } from '@591/router';
import { detailPageHead, loadListing } from '@591/ui';
import { loadLandMap } from '../map/land-map-data.ts';
import { mapHead } from '../map/map-head.ts';
import { priceHead } from '../price/price-head.ts';
import { loadPricePage } from '../price/price-page-data.ts';
import { LAND_SITE_NAME, landListHead } from '../search/land-head.ts';
import { loadLandList } from '../search/land-list-data.ts';
import { staticHead } from '../search/land-pages-head.ts';
import { loadSpecialLand } from '../special/special-data.ts';

const detailHead = detailPageHead(LAND_SITE_NAME);

/** Every /land route of the specification; on land.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  pageRoute({
    path: '/land',
    handle: { pageType: 'land', prerender: true },
    // No data of its own: the newest listings load in the browser.
    head: staticHead('landing'),
    page: () => import('../pages/landing-page.tsx'),
  }),
  pageRoute({
    path: '/land/first',
    handle: { pageType: 'land' },
    head: staticHead('first'),
    page: () => import('../pages/first-page.tsx'),
  }),
  keptAlivePageRoute({
    path: '/land/list',
    handle: { pageType: 'land' },
    loader: ({ request }) => loadLandList(new URL(request.url).searchParams),
    head: landListHead,
    page: () => import('../pages/list-page.tsx'),
  }),
  pageRoute({
    path: '/land/price',
    handle: { pageType: 'land' },
    loader: ({ request }) => loadPricePage(new URL(request.url).searchParams),
    head: priceHead,
    page: () => import('../pages/price-page.tsx'),
  }),
  pageRoute({
    path: '/land/map',
    handle: { pageType: 'land' },
    loader: ({ request }) => loadLandMap(new URL(request.url).searchParams),
    head: (data) => mapHead(data.search),
    // Panning, zooming and paging keep the search: the page fetches what the map shows itself.
    shouldRevalidate: mapShouldRevalidate,
    page: () => import('../pages/map-page.tsx'),
  }),
  keptAlivePageRoute({
    path: '/land/rent/:id',
    handle: { pageType: 'land' },
    loader: ({ params }) => loadListing(params.id, { section: 'land', pageType: 'land', type: 1 }),
    head: detailHead,
    page: () => import('../pages/rent-detail-page.tsx'),
  }),
  keptAlivePageRoute({
    path: '/land/sale/:id',
    handle: { pageType: 'land' },
    loader: ({ params }) => loadListing(params.id, { section: 'land', pageType: 'land', type: 2 }),
    head: detailHead,
    page: () => import('../pages/sale-detail-page.tsx'),
  }),
  pageRoute({
    path: '/land/special',
    handle: { pageType: 'land' },
    loader: loadSpecialLand,
    head: staticHead('special'),
    page: () => import('../pages/special-page.tsx'),
  }),
];
