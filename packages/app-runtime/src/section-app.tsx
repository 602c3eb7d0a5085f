import { connectPlatform, loadHeader } from '@591/mf/runtime';
import type { RouteObject } from '@591/react-router';
import { routesForHost } from '@591/router';
import { renderApp } from './app/render-app.tsx';

/**
 * Starts a section app on its own subdomain: the shell's header and footer around the section's
 * routes. The host rule applies on the client whenever it renders the page itself, which is
 * what `csr=1` asks for: the same routes the server would expose on that host.
 */
export function renderSectionApp(routes: RouteObject[]) {
  connectPlatform();
  return renderApp({
    routes: routesForHost(routes, window.location.hostname),
    chrome: { load: loadHeader },
  });
}
