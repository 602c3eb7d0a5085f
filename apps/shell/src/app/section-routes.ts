import { loadSectionRoutes } from '@591/mf/runtime';
import type { PatchRoutesOnNavigationFunction } from '@591/react-router';
import { SECTION_PREFIXES, type SectionPrefix } from '@591/router';
import { ROOT_ROUTE_ID } from '@591/ui';

export function sectionOfPath(path: string): SectionPrefix | undefined {
  const first = path.split('/')[1];
  return SECTION_PREFIXES.find((prefix) => prefix === first);
}

/**
 * On www every section's routes work too: a section's route list is loaded from its own
 * subdomain the first time one of its paths is visited, and mounted with its prefix.
 */
export const patchSectionRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const section = sectionOfPath(path);
  if (!section) return;
  patch(ROOT_ROUTE_ID, await loadSectionRoutes(section));
};
