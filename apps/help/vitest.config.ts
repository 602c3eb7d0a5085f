import { defineConfig } from 'vitest/config';
import { helpContent } from './content-plugin.ts';

// Unit tests need the content compiler (pages import Markdown), not the app's build config.
export default defineConfig({ plugins: [helpContent()], test: {} });
