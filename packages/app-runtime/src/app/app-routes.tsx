import type { RouteObject } from '@591/react-router';
import { notFound } from '@591/router';
import { RouteErrorScreen } from '../error-page/route-error-screen.tsx';
import { HydrateFallback } from './hydrate-fallback.tsx';
import { RootLayout } from './root-layout.tsx';

/** The id of the route every page hangs under; the shell patches section routes into it. */
export const ROOT_ROUTE_ID = 'root';

/**
 * A page route's id from its path. The server and the browser build their trees from
 * different lists on www (a section's server renders only its own routes, the shell adds
 * the section's to its own), and loader data is matched by route id: ids by position would
 * not line up, and the page would fetch again.
 */
function withStableId(route: RouteObject): RouteObject {
  if (route.id) return route;
  const id = route.index ? 'index' : route.path;
  return id ? ({ ...route, id } as RouteObject) : route;
}

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
        ...routes.map(withStableId),
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
