import type * as HeaderModule from '@591/header';
import type { RouteObject } from '@591/react-router';
import type { SectionName } from '../apps.ts';

/**
 * The platform module of a built page (see build-variants): the same functions as ./index.ts,
 * with the federation host and its runtime in a chunk of their own, fetched and started the
 * first time the page loads a remote, so the page's start never evaluates them and a page
 * that loads none (the home page) never fetches them.
 */
let host: Promise<typeof import('./federation-host.ts')> | undefined;
const federationHost = () => {
  host ??= import('./federation-host.ts');
  return host;
};

export async function loadHeader(): Promise<typeof HeaderModule> {
  return (await federationHost()).loadHeader();
}

/** Starts fetching the shell's header at once; the page takes it over when it is idle. */
export function connectPlatform(): void {
  void loadHeader();
}

export async function loadSectionRoutes(section: SectionName): Promise<RouteObject[]> {
  return (await federationHost()).loadSectionRoutes(section);
}

export { REMOTE_ENTRY_TIMEOUT_MS, remoteFallbackPlugin } from './fallback-plugin.ts';
export type { SectionRoutesModule } from './sections.ts';
