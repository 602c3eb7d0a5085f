import type * as HeaderModule from '@591/header';
// By its own path: the release id alone, not the header's code.
import { HEADER_RELEASE as BUNDLED_RELEASE } from '@591/header/release';
import type { RouteObject } from '@591/react-router';
import type { SectionName } from '../apps.ts';
import { headerReleaseUrl } from '../remotes.ts';
import { REMOTE_ENTRY_TIMEOUT_MS } from './fallback-plugin.ts';

/**
 * The platform module of a built page (see build-variants): the same functions as ./index.ts,
 * with the federation host and its runtime in a chunk of their own, fetched and started the
 * first time the page loads a remote, so the page's start never evaluates them and a page
 * that loads none never fetches them.
 */
let host: Promise<typeof import('./federation-host.ts')> | undefined;
const federationHost = () => {
  host ??= import('./federation-host.ts');
  return host;
};

let shellRelease: Promise<string | null> | undefined;

/** The header release the shell serves now; null when it cannot be asked (then: its entry). */
function shellHeaderRelease(): Promise<string | null> {
  shellRelease ??= fetch(headerReleaseUrl(), {
    cache: 'no-cache',
    signal: AbortSignal.timeout(REMOTE_ENTRY_TIMEOUT_MS),
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { release?: unknown } | null) =>
      typeof body?.release === 'string' ? body.release : null,
    )
    .catch(() => null);
  return shellRelease;
}

/**
 * The shell's header. While the shell serves the release this page was built with, the page's
 * own copy is that very code, and the federation runtime and the shell's entry (about 35 KB)
 * would bring nothing: the page takes its copy. A newer release, or a shell that cannot say,
 * is loaded from the shell's remote entry (falling back to the copy if that fails).
 */
export async function loadHeader(): Promise<typeof HeaderModule> {
  if ((await shellHeaderRelease()) === BUNDLED_RELEASE) return import('@591/header');
  return (await federationHost()).loadHeader();
}

/** Asks the shell for its header release at once: a few bytes, while the page starts. */
export function connectPlatform(): void {
  void shellHeaderRelease();
}

export async function loadSectionRoutes(section: SectionName): Promise<RouteObject[]> {
  return (await federationHost()).loadSectionRoutes(section);
}

export { REMOTE_ENTRY_TIMEOUT_MS, remoteFallbackPlugin } from './fallback-plugin.ts';
export type { SectionRoutesModule } from './sections.ts';
