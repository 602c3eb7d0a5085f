import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, DOMAIN, PORT } from './support/site.ts';

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'pnpm --filter @591/gateway start',
    port: PORT,
    reuseExistingServer: !process.env.CI,
    env: { SITE_DOMAIN: DOMAIN, PORT: String(PORT) },
    stdout: 'pipe',
    timeout: 60_000,
  },
});
