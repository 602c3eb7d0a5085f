// npm run test:affected: the developer's loop before the full `npm test`. Lint, types and unit
// tests of the packages a change reaches, then only the e2e specs that open their pages (see
// lib/affected-specs.mjs). The change is everything since TURBO_SCM_BASE (default main),
// committed or not. `-- --list` prints the affected packages and specs and runs nothing.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { affectedSpecs } from './lib/affected-specs.mjs';
import { buildForE2e, runE2e } from './lib/e2e.mjs';
import { stages } from './lib/stages.mjs';
import { install, ROOT, run, toolEnv } from './lib/toolchain.mjs';

const base = process.env.TURBO_SCM_BASE || 'main';
const stage = stages('npm run test:affected');

stage('install', () => install());
const affected = JSON.parse(
  execFileSync('pnpm', ['turbo', 'ls', '--affected', '--output=json'], {
    cwd: ROOT,
    env: toolEnv({ TURBO_SCM_BASE: base }),
    encoding: 'utf8',
  }),
).packages.items.map((item) => item.name);
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const changedFiles = [
  ...git('diff', '--name-only', base).split('\n'),
  ...git('ls-files', '--others', '--exclude-standard').split('\n'),
].filter(Boolean);
const testsDir = path.join(ROOT, 'e2e/tests');
const specs = readdirSync(testsDir)
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => ({
    path: `tests/${file}`,
    source: readFileSync(path.join(testsDir, file), 'utf8'),
  }));
const needed = affectedSpecs({ affected, changedFiles, specs });

console.log(`\nChanged since ${base}: ${affected.join(', ') || 'no package'}`);
console.log(`End-to-end specs needed: ${needed.length} of ${specs.length}`);
if (process.argv.includes('--list')) {
  for (const spec of needed) console.log(`  ${spec}`);
  process.exit(0);
}
if (affected.length > 0) {
  stage('lint, types and unit tests of the affected packages', () =>
    run(
      'pnpm',
      [
        'turbo',
        'run',
        'lint',
        'typecheck',
        'test',
        '--affected',
        `--concurrency=${availableParallelism()}`,
      ],
      { TURBO_SCM_BASE: base },
    ),
  );
}
if (needed.length > 0) {
  stage('build', () => buildForE2e());
  stage(`end to end (${needed.length} specs)`, () => runE2e(needed));
}
