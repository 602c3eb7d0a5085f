import {
  fetchFilters,
  fetchRecommendations,
  type ListingDetail,
  type Recommendations,
  searchListings,
} from '@591/api-client';

import type { RentList } from '../list/rent-list.ts';

const SITE_NAME = '591租屋網';

import { keepAliveLoader, type RouteHandle, requireNumericId } from '@591/router';
import { listingHead, loadListing } from '@591/ui';
import type { RouteObject } from 'react-router';

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
      head: (data) => ({
        title: `租屋列表，共 ${(data as RentList).results.total} 筆 - ${SITE_NAME}`,
        description: '全台出租物件：整層住家、獨立套房、分租套房、雅房，依地區、租金與坪數篩選。',
      }),
    } satisfies RouteHandle,
    loader: keepAliveLoader(async ({ request }): Promise<RentList> => {
      const params = new URL(request.url).searchParams;
      const [results, filters] = await Promise.all([
        searchListings('rent', params),
        fetchFilters('rent', params),
      ]);
      return { results, filters };
    }),
    lazy: () => import('../pages/list-page.tsx'),
  },
  {
    path: '/rent/:id',
    handle: {
      pageType: 'rent',
      keepAlive: true,
      head: (data) => listingHead((data as { listing: ListingDetail }).listing, SITE_NAME),
    } satisfies RouteHandle,
    loader: keepAliveLoader(async ({ params }) => {
      const id = requireNumericId(params.id, 'rent');
      // The recommendations are a side block: without them the listing still shows.
      const [{ listing }, recommendations] = await Promise.all([
        loadListing(params.id, { section: 'rent', pageType: 'rent' }),
        fetchRecommendations(id).catch(
          (): Recommendations => ({ nearby: [], similar_price: [], similar_area: [] }),
        ),
      ]);
      return { id, listing, recommendations };
    }),
    lazy: () => import('../pages/detail-page.tsx'),
  },
];
