import type { ChannelId } from '@591/config';
import { connectPlatform, FederatedHeader } from '@591/mf/runtime';
import { routesForHost } from '@591/router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BaseStyles } from './base-styles.tsx';

/**
 * Starts a section app on its own subdomain: the shell's header on top, the section's routes
 * (prefix removed by the host rule) below.
 */
export function renderSectionApp(routes: RouteObject[], activeChannel: ChannelId) {
  connectPlatform();
  const header = (
    <>
      <BaseStyles />
      <FederatedHeader activeChannel={activeChannel} />
    </>
  );
  const router = createBrowserRouter([
    {
      element: (
        <>
          {header}
          <main>
            <Outlet />
          </main>
        </>
      ),
      // While the first page's code loads, the header is already on screen.
      hydrateFallbackElement: header,
      children: routesForHost(routes, window.location.hostname),
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
