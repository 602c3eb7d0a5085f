/** The id of a dev server's code: it is never compared with a published build. */
export const DEV_BUILD_ID = 'dev';

/**
 * The id the build stamped into this code (tooling/vite/build-meta-plugin.ts). Each app's
 * bundle carries its own copy of this module, which is why @591/router is not a shared
 * singleton: a shared copy would report whichever app's build registered it first.
 */
export const BUILD_ID: string = import.meta.env?.BUILD_ID || DEV_BUILD_ID;
