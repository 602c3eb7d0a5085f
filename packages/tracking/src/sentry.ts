import { browserTracingIntegration, init } from '@sentry/react';
import { ERROR_REPORTING_OPTIONS, type ErrorReportingConfig } from './error-reporting-options.ts';

export function initSentry({ dsn, environment }: ErrorReportingConfig): void {
  init({
    dsn,
    environment,
    integrations: [browserTracingIntegration()],
    ...ERROR_REPORTING_OPTIONS,
  });
}
