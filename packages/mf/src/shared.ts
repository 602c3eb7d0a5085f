/**
 * Packages that must exist once per page, whichever bundle asks for them: two Reacts break
 * hooks, two routers would not see each other's routes, and two identity stores would show a
 * member as logged in on one half of the page.
 * The router is shared as @591/react-router, the exports the apps use, not react-router
 * itself: a shared module is built whole, and react-router whole is nearly three times as
 * large as the part the pages run.
 * The header is deliberately absent: it is delivered as a remote so a shell release
 * replaces it everywhere, and a shared copy could let an older bundled header win.
 * @591/config is absent too: it holds no state, and a shared module cannot be tree-shaken,
 * so sharing it would send every page all of its data (metro stations, price bands) twice.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  '@591/react-router',
  'zustand',
  '@591/identity',
] as const;

/**
 * Libraries both a page and the header it loads from www use whole: shared, the page's copy
 * serves both when their versions agree, instead of a second download.
 */
export const SHARED_LIBRARIES = ['ky', 'js-cookie'] as const;

/**
 * Singletons a page must not run with an older copy of: a minor version of the router module
 * adds exports, and code importing one the loaded copy lacks would fail only when it renders.
 * Refused at load instead, the app falls back as for a remote that is down.
 */
const REFUSE_OLDER = new Set<string>(['@591/react-router']);

export interface SharedModule {
  /** The version this app was built with: what it offers to the others. */
  version: string;
  singleton: boolean;
  /** What it accepts from the others: the same major version, at least its own. */
  requiredVersion: string;
  strictVersion?: true;
}

/** The `shared` block of every app, each with the version the app was built against. */
export function sharedModules(versionOf: (pkg: string) => string): Record<string, SharedModule> {
  const entry = (pkg: string, singleton: boolean): [string, SharedModule] => {
    const version = versionOf(pkg);
    const refuseOlder = REFUSE_OLDER.has(pkg) ? { strictVersion: true as const } : {};
    return [pkg, { version, singleton, requiredVersion: `^${version}`, ...refuseOlder }];
  };
  return Object.fromEntries([
    ...SHARED_SINGLETONS.map((pkg) => entry(pkg, true)),
    ...SHARED_LIBRARIES.map((pkg) => entry(pkg, false)),
  ]);
}
