import { defineConfig } from 'vitest/config';

// Role queries compute styles for the whole header in jsdom: slow on a busy machine.
export default defineConfig({ test: { environment: 'jsdom', testTimeout: 15_000 } });
