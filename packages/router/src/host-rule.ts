import type { RouteObject } from '@591/react-router';

export const SECTION_PREFIXES = ['rent', 'sale', 'business', 'land'] as const;
export type SectionPrefix = (typeof SECTION_PREFIXES)[number];

/** The section a host name serves: a host containing rent, sale, business or land. */
export function sectionOfHost(hostname: string): SectionPrefix | null {
  const firstLabel = hostname.toLowerCase().split('.')[0] ?? '';
  // 'business' is checked before shorter names it could contain.
  return (
    (['business', 'rent', 'sale', 'land'] as const).find((prefix) => firstLabel.includes(prefix)) ??
    null
  );
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
