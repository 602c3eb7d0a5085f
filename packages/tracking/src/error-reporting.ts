import { APP_ENVIRONMENT, SENTRY_DSN } from './env.ts';
import { whenIdle } from './when-idle.ts';

export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
}

/** The specification's rates: 1% of traces and errors, no replays, 20 breadcrumbs. */
export const ERROR_REPORTING_OPTIONS = {
  tracesSampleRate: 0.01,
  sampleRate: 0.01,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 0,
  maxBreadcrumbs: 20,
} as const;

export function errorReportingEnabled({ dsn, environment }: ErrorReportingConfig): boolean {
  return dsn !== '' && environment !== 'dev';
}

/**
 * Starts Sentry once the page is idle, when a client key is configured outside development.
 * The SDK is a chunk of its own: a page without a key never downloads it.
 */
export function startErrorReporting(
  config: ErrorReportingConfig = { dsn: SENTRY_DSN, environment: APP_ENVIRONMENT },
  load = () => import('./sentry.ts'),
): boolean {
  if (!errorReportingEnabled(config)) return false;
  whenIdle(() => {
    load()
      .then(({ initSentry }) => initSentry(config))
      .catch(() => {});
  });
  return true;
}
