import { defineConfig } from 'vitest/config';

// Pages of the site: cookies on the parent domain are only kept on one of its hosts.
export default defineConfig({
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://rent.591.localhost:8080/' } },
  },
});
