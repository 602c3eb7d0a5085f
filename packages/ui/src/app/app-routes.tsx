import type { HeaderProps } from '@591/header';
import { notFound } from '@591/router';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { BaseStyles } from '../base-styles.tsx';
import { RouteErrorScreen } from '../error-page/route-error-screen.tsx';
import { RootLayout } from './root-layout.tsx';

/** The id of the route every page hangs under; the shell patches section routes into it. */
export const ROOT_ROUTE_ID = 'root';

export interface AppRoutesOptions {
  /** The app's own routes, already filtered for the host they are served on. */
  routes: RouteObject[];
  /** The header this app shows: the shell's own, or the federated one in a section. */
  Header: ComponentType<HeaderProps>;
}

/** Every app's route tree: layout, error page and the 404 for paths nothing else matches. */
export function appRoutes({ routes, Header }: AppRoutesOptions): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      element: <RootLayout Header={Header} />,
      errorElement: <RouteErrorScreen Header={Header} />,
      // While the first page's code loads, the header is already on screen.
      hydrateFallbackElement: (
        <>
          <BaseStyles />
          <Header />
        </>
      ),
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
