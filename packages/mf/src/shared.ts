/**
 * Packages that must exist once per page, whichever bundle asks for them: two Reacts break
 * hooks, and two identity stores would show a member as logged in on one half of the page.
 * The header is deliberately absent: it is delivered as a remote so a shell release
 * replaces it everywhere, and a shared copy could let an older bundled header win.
 * @591/config is absent too: it holds no state, and a shared module cannot be tree-shaken,
 * so sharing it would send every page all of its data (metro stations, price bands) twice.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  '@591/identity',
] as const;

export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
}

/** The `shared` block of every app, each with the version the app was built against. */
export function sharedSingletons(
  versionOf: (pkg: string) => string,
): Record<string, SharedSingleton> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((pkg) => [
      pkg,
      { singleton: true, requiredVersion: `^${versionOf(pkg)}` },
    ]),
  );
}
