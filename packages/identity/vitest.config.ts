import { defineConfig } from 'vitest/config';

// Pages of the site: cookies on the parent domain are only kept on one of its hosts. The
// property tests run hundreds of cases and take seconds beside the other packages' tests.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://rent.591.localhost:8080/' } },
  },
});
