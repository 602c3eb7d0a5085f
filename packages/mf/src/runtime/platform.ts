import type * as HeaderModule from '@591/header';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { SHELL_EXPOSES } from '../apps.ts';
import { remoteDescriptor } from '../remotes.ts';
import { remoteFallbackPlugin } from './fallback-plugin.ts';

const HEADER_ID = `shell/${SHELL_EXPOSES.header.slice(2)}`;

let connected = false;

/**
 * Points a section app at the shell's remote entry on www of the current site, with the
 * bundled header as the fallback. The entry is registered at run time because its origin
 * (scheme and port) is the visitor's, not the build's.
 */
export function connectPlatform(): void {
  if (connected) return;
  connected = true;
  registerPlugins([
    remoteFallbackPlugin({ fallbacks: { [HEADER_ID]: () => import('@591/header') } }),
  ]);
  registerRemotes([remoteDescriptor('shell')]);
}

export async function loadHeader(): Promise<typeof HeaderModule> {
  connectPlatform();
  const header = await loadRemote<typeof HeaderModule>(HEADER_ID);
  return header ?? import('@591/header');
}
