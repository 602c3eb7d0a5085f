import { defineConfig } from 'vitest/config';

// The property tests run hundreds of cases; beside every other package's tests on two cores
// they take several seconds.
export default defineConfig({ test: { testTimeout: 30_000 } });
