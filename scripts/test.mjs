// npm test: lint, types, unit and API tests, then every app built for the real-looking
// domain and driven end to end in Chromium. Prints the time of each stage at the end.
//
// With DATABASE_URL naming a PostgreSQL server (CI sets one), the API suite runs once, on that
// server, the production engine; then only the tests of what differs on the embedded PGlite
// (its job-queue adapter, migrations and restarts on disk) run on PGlite. Without it, the whole
// API suite runs on PGlite.
import { availableParallelism } from 'node:os';
import { buildForE2e, runE2e } from './lib/e2e.mjs';
import { stages } from './lib/stages.mjs';
import { install, run } from './lib/toolchain.mjs';

const onPostgres = Boolean(process.env.DATABASE_URL);
const stage = stages('npm test');

stage('install', () => install());
stage('script tests', () => run('node', ['--test', 'scripts/lib/__tests__/']));
// Every package at once, with each package's own rules (apps/api's biome.json): one process
// checks the repo in two seconds, where a lint task per package cost a minute of start-ups.
stage('lint', () => run('pnpm', ['exec', 'biome', 'check', '.']));
// One task per core: turbo's default of ten at once, each test runner with workers of its own,
// starved the jsdom suites on a two-core machine until their tests timed out at random.
stage(`types, unit and API tests${onPostgres ? ' (API on PostgreSQL)' : ''}`, () =>
  run('pnpm', ['turbo', 'run', 'typecheck', 'test', `--concurrency=${availableParallelism()}`]),
);
if (onPostgres) {
  stage('API tests of the embedded PGlite', () =>
    run('pnpm', ['--filter', '@591/api', 'test:pglite'], { DATABASE_URL: '' }),
  );
}
// The browsers and the font the e2e stage needs, installed from Debian when missing.
stage('browsers', () => run('bash', ['scripts/browser-deps.sh']));
stage('build', () => buildForE2e());
stage('end to end', () => runE2e());
