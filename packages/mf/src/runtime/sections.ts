import type { RouteObject } from '@591/react-router';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { SECTIONS, type SectionName } from '../apps.ts';
import { remoteDescriptor } from '../remotes.ts';

export interface SectionRoutesModule {
  routes: RouteObject[];
}

let registered = false;

/** Registers the four section apps' entries; none is fetched until its routes are needed. */
export function connectSections(): void {
  if (registered) return;
  registered = true;
  registerRemotes(SECTIONS.map((section) => remoteDescriptor(section)));
}

/** The route list a section app exposes, loaded from its own subdomain. */
export async function loadSectionRoutes(section: SectionName): Promise<RouteObject[]> {
  connectSections();
  const module = await loadRemote<SectionRoutesModule>(`${section}/routes`);
  if (!module) throw new Error(`Routes of ${section} could not be loaded`);
  return module.routes;
}
