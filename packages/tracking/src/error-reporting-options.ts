/** What the Sentry set-up and the code that decides to load it share. */
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
