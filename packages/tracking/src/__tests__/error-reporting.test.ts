import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_REPORTING_OPTIONS,
  errorReportingEnabled,
  startErrorReporting,
} from '../error-reporting.ts';

const DSN = 'https://public@o1.ingest.example.com/1';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('error reporting', () => {
  it('samples 1% of traces and errors, no replays, and keeps 20 breadcrumbs', () => {
    expect(ERROR_REPORTING_OPTIONS).toEqual({
      tracesSampleRate: 0.01,
      sampleRate: 0.01,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
      maxBreadcrumbs: 20,
    });
  });

  it('is on only with a client key and outside development', () => {
    expect(errorReportingEnabled({ dsn: DSN, environment: 'production' })).toBe(true);
    expect(errorReportingEnabled({ dsn: '', environment: 'production' })).toBe(false);
    expect(errorReportingEnabled({ dsn: DSN, environment: 'dev' })).toBe(false);
  });

  it('loads nothing without a client key or in development', async () => {
    const load = vi.fn();
    expect(startErrorReporting({ dsn: '', environment: 'production' }, load)).toBe(false);
    expect(startErrorReporting({ dsn: DSN, environment: 'dev' }, load)).toBe(false);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the SDK only once the page is idle, then starts it with the key', async () => {
    const initSentry = vi.fn();
    const load = vi.fn(async () => ({ initSentry }));
    const config = { dsn: DSN, environment: 'production' };
    expect(startErrorReporting(config, load)).toBe(true);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(initSentry).toHaveBeenCalledWith(config);
  });

  it('passes the rates to Sentry', async () => {
    const init = vi.fn();
    vi.doMock('@sentry/react', () => ({ init, browserTracingIntegration: () => ({ name: 'x' }) }));
    const { initSentry } = await import('../sentry.ts');
    initSentry({ dsn: DSN, environment: 'production' });
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: DSN, environment: 'production', ...ERROR_REPORTING_OPTIONS }),
    );
    vi.doUnmock('@sentry/react');
  });

  it('is off in this build: no client key is configured', () => {
    expect(startErrorReporting()).toBe(false);
  });
});
