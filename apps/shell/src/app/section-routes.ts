import { ROOT_ROUTE_ID } from '@591/app-runtime';
import { originOf } from '@591/config';
import { loadSectionRoutes } from '@591/mf/runtime';
import type { PatchRoutesOnNavigationFunction, RouteObject } from '@591/react-router';
import { SECTION_PREFIXES, type SectionPrefix } from '@591/router';

export function sectionOfPath(path: string): SectionPrefix | undefined {
  const first = path.split('/')[1];
  return SECTION_PREFIXES.find((prefix) => prefix === first);
}

/** A www address of a section's page on the section's own subdomain (/rent/list -> rent./list). */
export function onSectionHost(section: SectionPrefix, pathAndQuery: string): string {
  const rest = pathAndQuery.slice(section.length + 1);
  return `${originOf(section)}${rest.startsWith('/') ? rest : `/${rest}`}`;
}

/**
 * A section whose routes cannot be mounted on www (its remote entry is down, or it needs a
 * newer shared module than this page has) has its pages opened on its own subdomain, whose
 * own build serves them whole.
 */
function openOnSectionHost(
  section: SectionPrefix,
  url: URL,
  step: 'replace' | 'assign',
): Promise<never> {
  window.location[step](onSectionHost(section, `${url.pathname}${url.search}${url.hash}`));
  // This page stays as it is until the browser has left it.
  return new Promise<never>(() => {});
}

/**
 * The routes of the section a www page belongs to, before the page hydrates. Without them
 * the page is replaced by the same page on the section's host (so back does not return here).
 */
export function initialSectionRoutes(section: SectionPrefix): Promise<RouteObject[]> {
  return loadSectionRoutes(section).catch(() =>
    openOnSectionHost(section, new URL(window.location.href), 'replace'),
  );
}

/**
 * On www every section's routes work too: a section's route list is loaded from its own
 * subdomain the first time one of its paths is visited, and mounted with its prefix. If it
 * cannot be, a route standing in for all its pages takes the visitor to the section's host.
 */
export const patchSectionRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const section = sectionOfPath(path);
  if (!section) return;
  const sectionRoutes = await loadSectionRoutes(section).catch((): RouteObject[] => [
    {
      path: `/${section}/*`,
      loader: ({ request }) => openOnSectionHost(section, new URL(request.url), 'assign'),
    },
  ]);
  patch(ROOT_ROUTE_ID, sectionRoutes);
};
