import { loadAuth, recheckAuthWhenShown } from '@591/identity';
import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from '@591/react-router';
import {
  paintBeforeNavigating,
  rememberHydratedData,
  setPrerenderedPaths,
  startBuildWatch,
  toPageError,
} from '@591/router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorScreen } from '../error-page/route-error-screen.tsx';
import { appRoutes } from './app-routes.tsx';
import { RootShell } from './root-shell.tsx';
import { type SiteChrome, SiteChromeContext } from './site-chrome.ts';

export interface RenderAppOptions {
  routes: RouteObject[];
  chrome: SiteChrome;
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
}

/** Set by the server render, after the page's root: the loader data the page was made with. */
const serverRendered = () =>
  (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData !== undefined;

/** Hydration needs the matched pages' code before the first render, as the server had it. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/**
 * Starts an app in the browser: the member's auth state first, then the router. A page the
 * server rendered is hydrated with the server's loader data (no second fetch); otherwise
 * (csr=1, or the server could not render it) the app renders it here.
 */
export async function renderApp({ routes, chrome, patchRoutesOnNavigation }: RenderAppOptions) {
  void loadAuth();
  recheckAuthWhenShown();
  const tree = appRoutes(routes);
  // A page whose code cannot load is rendered anew instead: the router then meets the same
  // failure and handles it as any chunk error (one reload, then the error page).
  const hydrate =
    serverRendered() &&
    (await loadMatchedRoutes(tree).then(
      () => true,
      () => false,
    ));
  // react-router reads window.__staticRouterHydrationData itself.
  const router = createBrowserRouter(tree, { patchRoutesOnNavigation });
  paintBeforeNavigating(router);
  // Coming back to the first page later answers from the server's data, without a fetch.
  if (hydrate) rememberHydratedData(router.state, window.location);
  startBuildWatch({ router, onMeta: (meta) => setPrerenderedPaths(meta.prerendered) });
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <SiteChromeContext.Provider value={chrome}>
        <ErrorBoundary fallbackRender={({ error }) => <ErrorScreen error={toPageError(error)} />}>
          <RootShell router={router} container={container} />
        </ErrorBoundary>
      </SiteChromeContext.Provider>
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page; a click meanwhile hydrates its part first.
    startTransition(() => {
      hydrateRoot(container, app, {
        // React recovers by rendering the part anew; the mismatch is still a bug to see.
        onRecoverableError: (error) =>
          console.error(`[hydration] ${error instanceof Error ? error.message : String(error)}`),
      });
    });
  } else createRoot(container).render(app);
  return router;
}
