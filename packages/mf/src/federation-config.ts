import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type AppName,
  REMOTE_ENTRY_FILE,
  type SectionName,
  SHELL_EXPOSES,
  type SiteAppName,
} from './apps.ts';
import { sharedModules } from './shared.ts';

export interface FederationOptions {
  name: AppName;
  exposes: Record<string, string>;
  filename: string;
  shared: ReturnType<typeof sharedModules>;
  shareStrategy: 'loaded-first';
  dts: false;
  manifest: true;
}

/**
 * Reads the version of a dependency installed in the app's own node_modules (read from disk:
 * packages such as ky do not export their package.json to require).
 */
export function installedVersion(appRoot: string) {
  return (pkg: string): string => {
    const manifest = path.join(appRoot, 'node_modules', pkg, 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  };
}

function base(name: AppName, appRoot: string, exposes: Record<string, string>): FederationOptions {
  return {
    name,
    exposes,
    filename: REMOTE_ENTRY_FILE,
    shared: sharedModules(installedVersion(appRoot)),
    // Remote entries load when first needed, never all at start.
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: true,
  };
}

/** The shell: exposes the platform modules every section app loads at run time. */
export function shellFederation(appRoot: string): FederationOptions {
  return base('shell', appRoot, {
    [SHELL_EXPOSES.header]: './src/federation/header.ts',
    [SHELL_EXPOSES.identity]: './src/federation/identity.ts',
  });
}

/** A section app: exposes its route list so the shell can mount it on www. */
export function sectionFederation(name: SectionName, appRoot: string) {
  return base(name, appRoot, { './routes': './src/app/routes.tsx' });
}

/**
 * An app whose pages live on its own host only (the member app on user., the help centre,
 * communities and real prices on market.). Its route list is exposed all the same: the
 * federation plugin preloads the shared modules (identity among them) before the page's code
 * runs only for an app that exposes something, and without that preload the member store
 * could be read before it is there.
 */
export function siteAppFederation(name: SiteAppName, appRoot: string) {
  return base(name, appRoot, { './routes': './src/app/routes.tsx' });
}
