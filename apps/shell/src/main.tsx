import { renderApp } from '@591/app-runtime';
import { routes } from './app/routes.tsx';
import { initialSectionRoutes, patchSectionRoutes, sectionOfPath } from './app/section-routes.ts';

/**
 * A section's page on www (rendered by that section's server) hydrates with the section's
 * routes already in place; any other section's routes are patched in when first visited.
 */
async function initialRoutes() {
  const section = sectionOfPath(window.location.pathname);
  if (!section) return routes;
  return [...routes, ...(await initialSectionRoutes(section))];
}

// On www the shell owns the header and footer, so it renders its own copies, not remotes;
// their code is a chunk of its own, taken when the page is idle.
void initialRoutes().then((all) =>
  renderApp({
    routes: all,
    chrome: { load: () => import('@591/header') },
    patchRoutesOnNavigation: patchSectionRoutes,
  }),
);
