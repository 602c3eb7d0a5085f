import { notFound } from '@591/router';
import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '../error-page/route-error-screen.tsx';
import { HydrateFallback } from './hydrate-fallback.tsx';
import { RootLayout } from './root-layout.tsx';

/** The id of the route every page hangs under; the shell patches section routes into it. */
export const ROOT_ROUTE_ID = 'root';

/**
 * Every app's route tree: layout, error page and the 404 for paths nothing else matches.
 * `routes` are the app's own, already filtered for the host they are served on.
 */
export function appRoutes(routes: RouteObject[]): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback,
      children: [
        ...routes,
        {
          path: '*',
          loader: ({ request }) => {
            throw notFound(new URL(request.url).pathname);
          },
        },
      ],
    },
  ];
}
