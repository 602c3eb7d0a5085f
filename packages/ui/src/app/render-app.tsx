import type { HeaderProps } from '@591/header';
import { loadAuth } from '@591/identity';
import { startBuildWatch, toPageError } from '@591/router';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { ErrorScreen } from '../error-page/route-error-screen.tsx';
import { appRoutes } from './app-routes.tsx';
import { RootShell } from './root-shell.tsx';

export interface RenderAppOptions {
  routes: RouteObject[];
  Header: ComponentType<HeaderProps>;
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
}

/** Starts an app in the browser: the member's auth state first, then the router. */
export function renderApp({ routes, Header, patchRoutesOnNavigation }: RenderAppOptions) {
  void loadAuth();
  const router = createBrowserRouter(appRoutes({ routes, Header }), { patchRoutesOnNavigation });
  startBuildWatch({ router });
  const container = document.getElementById('root')!;
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary
        fallbackRender={({ error }) => <ErrorScreen error={toPageError(error)} Header={Header} />}
      >
        <RootShell router={router} container={container} Header={Header} />
      </ErrorBoundary>
    </StrictMode>,
  );
  return router;
}
