import { loadAuth } from '@591/identity';
import { startBuildWatch, toPageError } from '@591/router';
import { StrictMode } from 'react';
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
import { type SiteChrome, SiteChromeContext } from './site-chrome.ts';

export interface RenderAppOptions {
  routes: RouteObject[];
  chrome: SiteChrome;
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
}

/** Starts an app in the browser: the member's auth state first, then the router. */
export function renderApp({ routes, chrome, patchRoutesOnNavigation }: RenderAppOptions) {
  void loadAuth();
  const router = createBrowserRouter(appRoutes(routes), { patchRoutesOnNavigation });
  startBuildWatch({ router });
  const container = document.getElementById('root')!;
  createRoot(container).render(
    <StrictMode>
      <SiteChromeContext.Provider value={chrome}>
        <ErrorBoundary fallbackRender={({ error }) => <ErrorScreen error={toPageError(error)} />}>
          <RootShell router={router} container={container} />
        </ErrorBoundary>
      </SiteChromeContext.Provider>
    </StrictMode>,
  );
  return router;
}
