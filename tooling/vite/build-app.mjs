#!/usr/bin/env node
// Builds the app in the current folder: its page, its remote entry beside it, the server
// bundle its render service runs (in the build folder's .server, which is never served), and
// then its prerendered pages.
// Usage: build-app [--outDir DIR]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { prerender } from './prerender.mjs';

const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
const outDir = values.outDir ?? 'dist';
const into = (dir) => ({ build: { outDir: dir } });

await build({ configLoader: 'runner', ...into(outDir) });
if (process.env.FEDERATION !== 'off') {
  await build({ configLoader: 'runner', mode: 'remote', logLevel: 'warn', ...into(outDir) });
}
await build({
  configLoader: 'runner',
  mode: 'server',
  logLevel: 'warn',
  ...into(path.join(outDir, '.server')),
});
const prerendered = await prerender(outDir);
console.log(`prerendered: ${prerendered.length ? prerendered.join(' ') : 'none'}`);
