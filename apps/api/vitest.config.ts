import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/__tests__/*.test.ts'],
    environment: 'node',
    // Each file starts its own database (PGlite takes a couple of seconds to boot).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Autoload imports the route files itself: inlined, its imports go through Vitest, which
    // reads TypeScript, rather than through Node, which does not here.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});
