#!/usr/bin/env node
// Builds the app in the current folder: its page, then its remote entry beside it.
// Usage: build-app [--outDir DIR]
import { parseArgs } from 'node:util';
import { build } from 'vite';

const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
const outDir = values.outDir ? { build: { outDir: values.outDir } } : {};

await build({ configLoader: 'runner', ...outDir });
if (process.env.FEDERATION !== 'off') {
  await build({ configLoader: 'runner', mode: 'remote', logLevel: 'warn', ...outDir });
}
