// Runs the repository's pinned pnpm, installing it into .tools/ on first use: a fresh
// machine has only Node and npm, and corepack cannot be relied on.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VERSION = JSON.parse(
  readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).packageManager.split('@')[1];
const TOOLS = path.join(ROOT, '.tools');
const PNPM_BIN = path.join(TOOLS, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');

function installedVersion() {
  if (!existsSync(PNPM_BIN)) return null;
  return JSON.parse(readFileSync(path.join(TOOLS, 'node_modules', 'pnpm', 'package.json'), 'utf8'))
    .version;
}

export function ensurePnpm() {
  if (installedVersion() === VERSION) return;
  console.log(`Installing pnpm ${VERSION} into .tools/ ...`);
  execFileSync(
    'npm',
    ['install', '--prefix', TOOLS, '--no-save', '--no-audit', '--no-fund', `pnpm@${VERSION}`],
    {
      stdio: 'inherit',
    },
  );
}

/** Runs pnpm with the given arguments, exiting the process if it fails. */
export function pnpm(args, options = {}) {
  ensurePnpm();
  const result = spawnSync(process.execPath, [PNPM_BIN, ...args], {
    stdio: 'inherit',
    cwd: ROOT,
    ...options,
  });
  if (result.status !== 0) {
    console.error(`pnpm ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) pnpm(process.argv.slice(2));
