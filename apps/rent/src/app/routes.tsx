import { fetchRecommendations, type Recommendations, searchListings } from '@591/api-client';
import { keepAliveLoader, type RouteHandle, requireNumericId } from '@591/router';
import type { RouteObject } from 'react-router';

/** Every /rent route of the specification; on rent.<domain> the prefix is removed. */
export const routes: RouteObject[] = [
  {
    path: '/rent',
    handle: { pageType: 'rent' } satisfies RouteHandle,
    lazy: () => import('../pages/landing-page.tsx'),
  },
  {
    path: '/rent/list',
    handle: { pageType: 'rent', keepAlive: true } satisfies RouteHandle,
    loader: keepAliveLoader(({ request }) =>
      searchListings('rent', new URL(request.url).searchParams),
    ),
    lazy: () => import('../pages/list-page.tsx'),
  },
  {
    path: '/rent/:id',
    handle: { pageType: 'rent', keepAlive: true } satisfies RouteHandle,
    loader: keepAliveLoader(async ({ params }) => {
      const id = requireNumericId(params.id, 'rent');
      // The recommendations are a side block: without them the listing still shows.
      const recommendations = await fetchRecommendations(id).catch(
        (): Recommendations => ({ nearby: [], similar_price: [], similar_area: [] }),
      );
      return { id, recommendations };
    }),
    lazy: () => import('../pages/detail-page.tsx'),
  },
];
