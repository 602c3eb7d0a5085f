import { APP_ENVIRONMENT, SENTRY_DSN } from './env.ts';
import type { ErrorReportingConfig } from './error-reporting-options.ts';
import { whenIdle } from './when-idle.ts';

export { ERROR_REPORTING_OPTIONS, type ErrorReportingConfig } from './error-reporting-options.ts';

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
