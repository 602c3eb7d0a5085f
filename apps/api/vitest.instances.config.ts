import { defineConfig } from 'vitest/config';

/** The two-instance check: real HTTP against two running APIs (.ci/two-instances.sh starts them). */
export default defineConfig({
  test: {
    include: ['scale/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
