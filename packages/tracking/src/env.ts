/**
 * The one place the tracking package reads the build's environment. Each value is read by
 * its full name so the build replaces it alone: the whole env object (and any secret the
 * SENTRY_ prefix lets in) never lands in a bundle, and a switch that is off is a constant.
 */

/** Sentry's client key (SENTRY_DSN at build time); empty means no error reporting. */
export const SENTRY_DSN: string = import.meta.env?.SENTRY_DSN ?? '';

/** 'dev' under the dev server; SENTRY_ENVIRONMENT names a build's environment otherwise. */
export const APP_ENVIRONMENT: string = import.meta.env?.DEV
  ? 'dev'
  : import.meta.env?.SENTRY_ENVIRONMENT || 'production';

/** The developer-tools blocker: production builds only, and only with VITE_DEVTOOLS_BLOCKER=on. */
export const DEVTOOLS_BLOCKER_ON: boolean =
  import.meta.env?.PROD === true && import.meta.env?.VITE_DEVTOOLS_BLOCKER === 'on';
