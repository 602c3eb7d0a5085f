import { loadSectionRoutes } from '@591/mf/runtime';
import { SECTION_PREFIXES, type SectionPrefix } from '@591/router';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { routes } from './routes.tsx';

const ROOT_ID = 'root';

function sectionOfPath(path: string): SectionPrefix | undefined {
  const first = path.split('/')[1];
  return SECTION_PREFIXES.find((prefix) => prefix === first);
}

/** Mounts a section's route list the first time one of its paths is visited on www. */
const patchSectionRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const section = sectionOfPath(path);
  if (!section) return;
  patch(ROOT_ID, await loadSectionRoutes(section));
};

export function createShellRouter() {
  return createBrowserRouter(
    [{ id: ROOT_ID, path: '/', Component: RootLayout, children: routes }],
    {
      patchRoutesOnNavigation: patchSectionRoutes,
    },
  );
}
