import type { FederationOptions } from './federation-config.ts';
import type { SharedModule } from './shared.ts';

/**
 * Each app is built twice into one folder:
 * - the page build (index.html) is a plain app: its own imports of React, the router and the
 *   rest are ordinary imports, tree-shaken like any code. Its platform module is the page
 *   host (runtime/page-host.ts), which shares those same modules, whole, with the remote
 *   entries the page loads and publishes the one federation runtime for them to borrow;
 * - the remote build (remoteEntry.js, loaded by the other apps' pages) is made by the
 *   federation plugin, consumes the shared modules of the page it is loaded into and uses
 *   that page's runtime instead of bringing its own copy. It leaves out the runtime's
 *   snapshot support (manifest-based remotes, preloading, devtools): every remote is a
 *   remoteEntry.js registered at run time.
 * The dev server serves both roles from one config through the plugin, with hot updates.
 */
export type BuildVariant = 'page' | 'remote' | 'dev';

export interface VariantOptions extends Omit<FederationOptions, 'manifest'> {
  manifest: boolean;
  disableSnapshot?: boolean;
  experiments?: { externalRuntime?: boolean };
  dev?: { remoteHmr: boolean };
}

/** The federation plugin's options for the builds it makes: the remote entry and dev. */
export function federationFor(
  variant: Exclude<BuildVariant, 'page'>,
  options: FederationOptions,
): VariantOptions {
  switch (variant) {
    case 'remote':
      return { ...options, disableSnapshot: true, experiments: { externalRuntime: true } };
    case 'dev':
      // A change to the shell's header hot-updates the section page that shows it.
      return { ...options, dev: { remoteHmr: true } };
  }
}

/** What a page build tells its host: the app's name and the modules it shares. */
export interface PageHost {
  name: string;
  shared: Record<string, SharedModule>;
}

/**
 * The page build's constants: its host's settings, and the federation runtime's build flags
 * the plugin would set, so the runtime leaves out what a page never uses (snapshot support:
 * manifest-based remotes, preloading, devtools; a page exposes nothing itself).
 */
export function pageHostDefine({ name, shared }: FederationOptions): Record<string, string> {
  const host: PageHost = { name, shared };
  return {
    __FEDERATION_HOST__: JSON.stringify(host),
    ENV_TARGET: JSON.stringify('web'),
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
    FEDERATION_HAS_EXPOSES: 'false',
  };
}
