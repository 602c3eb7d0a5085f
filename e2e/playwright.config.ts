import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import {
  API_PORT,
  CHROMIUM_ARGS,
  DOMAIN,
  HEADLESS_SHELL_PATH,
  PORT,
  SEEDED_LISTINGS,
} from './support/site.ts';

export default defineConfig({
  testDir: './tests',
  // CI runs two workers on two cores, beside the API and the gateway: a page, a remote entry
  // or an axe scan of a whole page can take several seconds there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a two-core CI machine, where most of a
  // test's time is spent waiting on the servers and the browser, not on the test's own process.
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [
    ['list'],
    ['./support/slowest-reporter.ts'],
    ['json', { outputFile: 'test-results/results.json' }],
    ...(process.env.CI ? [] : ([['html', { open: 'never' }]] as const)),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_ARGS,
    },
    // A trace records the page at every step, a fifth of a test's time on two cores: to see one,
    // run the failing spec again with `--trace retain-on-failure`. A failure keeps its
    // screenshot and the page's accessibility snapshot (error-context.md) either way.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // A small seeded catalogue of its own, so tests never touch the one `npm start` serves.
      command: 'pnpm --filter @591/api start',
      port: API_PORT,
      reuseExistingServer: !process.env.CI,
      env: {
        SITE_DOMAIN: DOMAIN,
        SITE_PROTOCOL: 'http',
        SITE_PORT: String(PORT),
        API_PORT: String(API_PORT),
        DATA_DIR: '.data/e2e',
        SEED_LISTINGS: String(SEEDED_LISTINGS),
        API_RATE_LIMIT: '0',
        API_CHECK_ANSWERS: '1',
        // The seeded builders' accounts (0980000001, …) log in with it: development accounts.
        SEED_BUILDER_PASSWORD: 'builder-demo-591',
        // And the seeded news editor (0985000001) with this one.
        SEED_EDITOR_PASSWORD: 'editor-demo-591',
        SEED_MODERATOR_PASSWORD: 'moderator-demo-591',
        // And the seeded listings' posters (owners and agents 096…, brokers 0970…) with this.
        SEED_POSTER_PASSWORD: 'poster-demo-591',
        LOG_LEVEL: 'warn',
      },
      stdout: 'pipe',
      timeout: 180_000,
    },
    {
      command: 'pnpm --filter @591/gateway start',
      port: PORT,
      reuseExistingServer: !process.env.CI,
      env: {
        SITE_DOMAIN: DOMAIN,
        PORT: String(PORT),
        API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
        // Lets a test force a server-render failure (?render-failure=1).
        RENDER_FAILURE_SWITCH: 'on',
      },
      stdout: 'pipe',
      timeout: 60_000,
    },
  ],
});
