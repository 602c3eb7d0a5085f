import type * as HeaderModule from '@591/header';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { SHELL_EXPOSES } from '../apps.ts';
import { remoteDescriptor } from '../remotes.ts';
import { remoteFallbackPlugin } from './fallback-plugin.ts';

const HEADER_ID = `shell/${SHELL_EXPOSES.header.slice(2)}`;

let header: Promise<typeof HeaderModule> | undefined;

/**
 * Points a section app at the shell's remote entry on www of the current site, with the
 * bundled header as the fallback, and starts fetching the header at once. The entry is
 * registered at run time because its origin (scheme and port) is the visitor's.
 */
export function connectPlatform(): void {
  loadHeader();
}

export function loadHeader(): Promise<typeof HeaderModule> {
  header ??= (async () => {
    registerPlugins([
      remoteFallbackPlugin({ fallbacks: { [HEADER_ID]: () => import('@591/header') } }),
    ]);
    registerRemotes([remoteDescriptor('shell')]);
    return (await loadRemote<typeof HeaderModule>(HEADER_ID)) ?? import('@591/header');
  })();
  return header;
}
