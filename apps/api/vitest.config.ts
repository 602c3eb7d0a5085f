import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/__tests__/*.test.ts'],
    environment: 'node',
    // One file per core: the files wait on their database as much as they compute (Vitest's
    // default of one fewer than the cores ran them one at a time on two). Beside the other
    // packages' tests, as npm test runs them, more took no less time and more computing.
    maxWorkers: availableParallelism(),
    // A worker keeps its modules from one file to the next: importing the app afresh for each
    // file was a third of the suite's time. Files share nothing else: each opens its own
    // database and app, and the API keeps no state in a module that is not keyed by them.
    isolate: false,
    // The run's seeded template databases on a server: named for the run, dropped at its end.
    globalSetup: ['src/test-support/global-setup.ts'],
    setupFiles: ['src/test-support/cheap-passwords.ts'],
    // Each file starts its own database (PGlite takes a couple of seconds to boot).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Autoload imports the route files itself: inlined, its imports go through Vitest, which
    // reads TypeScript, rather than through Node, which does not here.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});
