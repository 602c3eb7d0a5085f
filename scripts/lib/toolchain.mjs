// The repository's own toolchain: a fresh machine has only Node and npm, and corepack
// cannot be relied on, so the pinned pnpm is installed into .tools/ on first use.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM_VERSION = JSON.parse(
  readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).packageManager.split('@')[1];
const TOOLS = path.join(ROOT, '.tools');
const PNPM_PACKAGE = path.join(TOOLS, 'node_modules', 'pnpm', 'package.json');

export function ensurePnpm() {
  if (
    existsSync(PNPM_PACKAGE) &&
    JSON.parse(readFileSync(PNPM_PACKAGE, 'utf8')).version === PNPM_VERSION
  ) {
    return;
  }
  console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ ...`);
  execFileSync(
    'npm',
    ['install', '--prefix', TOOLS, '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`],
    { stdio: 'inherit' },
  );
}

/** The environment with the pinned pnpm and the workspace's binaries first on PATH. */
export function toolEnv(extra = {}) {
  const bins = [path.join(TOOLS, 'node_modules', '.bin'), path.join(ROOT, 'node_modules', '.bin')];
  return {
    ...process.env,
    PATH: [...bins, process.env.PATH].join(path.delimiter),
    TURBO_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}

/** Runs a command to completion; the whole script stops if it fails. */
export function run(command, args, env = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, env: toolEnv(env) });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

/** Installs pnpm itself and the workspace's dependencies. */
export function install() {
  ensurePnpm();
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
}

/**
 * Starts long-running services; when one of them stops, or on Ctrl-C, all of them stop.
 */
export function startServices(services) {
  const children = services.map(({ name, command, args, env }) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, env: toolEnv(env) });
    child.on('exit', (code, signal) => {
      console.log(`${name} stopped (${signal ?? `exit ${code}`})`);
      stopAll(code ?? 1);
    });
    return child;
  });
  let stopping = false;
  function stopAll(code) {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
  return children;
}
