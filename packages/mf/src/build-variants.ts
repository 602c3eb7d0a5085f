import { PAGE_ENTRY_FILE } from './apps.ts';
import type { FederationOptions } from './federation-config.ts';

/**
 * Each app is built twice into one folder, so a page carries one federation runtime rather
 * than one per origin:
 * - the page build (index.html) bundles the runtime and publishes it on globalThis for the
 *   remote entries the page loads from other subdomains;
 * - the remote build (remoteEntry.js, loaded by the other apps' pages) uses the runtime of
 *   the page it is loaded into instead of bringing its own copy.
 * The page build keeps the exposes: without them the plugin mis-links the page's shared
 * modules when it also publishes the runtime. Both leave out the runtime's snapshot support
 * (manifest-based remotes, preloading, devtools): every remote is a remoteEntry.js registered
 * at run time. The dev server serves both roles from one config, with hot updates.
 */
export type BuildVariant = 'page' | 'remote' | 'dev';

export interface VariantOptions extends Omit<FederationOptions, 'manifest'> {
  manifest: boolean;
  disableSnapshot?: boolean;
  experiments?: { provideExternalRuntime?: boolean; externalRuntime?: boolean };
  dev?: { remoteHmr: boolean };
}

export function federationFor(variant: BuildVariant, options: FederationOptions): VariantOptions {
  switch (variant) {
    case 'page':
      return {
        ...options,
        filename: PAGE_ENTRY_FILE,
        manifest: false,
        disableSnapshot: true,
        experiments: { provideExternalRuntime: true },
      };
    case 'remote':
      return { ...options, disableSnapshot: true, experiments: { externalRuntime: true } };
    case 'dev':
      // A change to the shell's header hot-updates the section page that shows it.
      return { ...options, dev: { remoteHmr: true } };
  }
}
