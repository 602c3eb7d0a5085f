import { defineConfig } from 'vitest/config';

// Unit tests only: the app's vite.config.ts (federation, build) is not needed for them.
export default defineConfig({ test: {} });
