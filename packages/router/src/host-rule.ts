import { SECTION_IDS, type Section } from '@591/config';
import type { RouteObject } from '@591/react-router';

/** Each list section's routes sit under its id: /rent/list, /land/sale/{id}. */
export const SECTION_PREFIXES: readonly Section[] = SECTION_IDS;
export type SectionPrefix = Section;

/** Longest first, so a name is matched before a shorter one it could contain. */
const BY_LENGTH = [...SECTION_IDS].sort((a, b) => b.length - a.length);

/** The section a host name serves: a host containing rent, sale, business or land. */
export function sectionOfHost(hostname: string): SectionPrefix | null {
  const firstLabel = hostname.toLowerCase().split('.')[0] ?? '';
  return BY_LENGTH.find((section) => firstLabel.includes(section)) ?? null;
}

/**
 * The specification's subdomain rule: on a section's host only the routes under that
 * section's prefix exist, with the prefix removed (`/rent/list` is `/list` on rent.).
 */
export function routesForHost(routes: RouteObject[], hostname: string): RouteObject[] {
  const section = sectionOfHost(hostname);
  if (!section) return routes;
  return routes.flatMap((route) => {
    const stripped = stripPrefix(route.path, section);
    if (stripped === null) return [];
    return [{ ...route, path: stripped } as RouteObject];
  });
}

function stripPrefix(path: string | undefined, prefix: string): string | null {
  if (path === undefined) return null;
  const normalized = path.replace(/^\/+/, '');
  if (normalized === prefix) return '/';
  if (normalized.startsWith(`${prefix}/`)) return `/${normalized.slice(prefix.length + 1)}`;
  return null;
}
