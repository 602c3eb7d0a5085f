// npm test: lint, types, unit and API tests, then every app built for the real-looking
// domain and driven end to end in Chromium. Prints the time of each stage at the end.
//
// With DATABASE_URL naming a PostgreSQL server (CI sets one), the API suite runs once, on that
// server, the production engine; then only the tests of what differs on the embedded PGlite
// (its job-queue adapter, migrations and restarts on disk) run on PGlite. Without it, the whole
// API suite runs on PGlite.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { readSite, serviceEnvs } from './lib/site.mjs';
import { stages } from './lib/stages.mjs';
import { install, ROOT, run } from './lib/toolchain.mjs';

// The e2e gateway's own port; Chromium maps *.591.com.tw to this machine.
const site = readSite({ SITE_DOMAIN: '591.com.tw', PORT: process.env.E2E_PORT || '8480' });
const onPostgres = Boolean(process.env.DATABASE_URL);
const stage = stages('npm test');
/** The platform team's header release that header-release.spec serves beside the site's build. */
const headerRelease = {
  E2E_HEADER_RELEASE: `header-${Date.now()}`,
  E2E_HEADER_RELEASE_DIST: path.join(ROOT, '.data/header-release/shell'),
};

stage('install', () => install());
stage('script tests', () => run('node', ['--test', 'scripts/lib/__tests__/']));
// One task per core: turbo's default of ten at once, each test runner with workers of its own,
// starved the jsdom suites on a two-core machine until their tests timed out at random.
stage(`lint, types, unit and API tests${onPostgres ? ' (API on PostgreSQL)' : ''}`, () =>
  run('pnpm', [
    'turbo',
    'run',
    'lint',
    'typecheck',
    'test',
    `--concurrency=${availableParallelism()}`,
  ]),
);
if (onPostgres) {
  stage('API tests of the embedded PGlite', () =>
    run('pnpm', ['--filter', '@591/api', 'test:pglite'], { DATABASE_URL: '' }),
  );
}
// A Firebase project of its own, so web push is on as in production (without one the site
// never offers it); the e2e browser refuses every call to Google's servers.
const PUSH_SETTINGS = {
  FIREBASE_CONFIG: JSON.stringify({
    apiKey: 'e2e-api-key',
    projectId: 'portal-e2e',
    messagingSenderId: '100000000001',
    appId: '1:100000000001:web:e2e',
  }),
  FIREBASE_VAPID_KEY: 'e2e-vapid-key',
};
// Prerendered pages carry links for the scheme and port the e2e gateway serves them on. The
// build stage also builds the platform team's header release (the shell alone, with a new
// header) that header-release.spec serves beside this build: the e2e stage builds nothing.
stage('build', () => {
  run('pnpm', ['turbo', 'run', 'build', '--filter=./apps/*'], {
    ...serviceEnvs(site).build,
    ...PUSH_SETTINGS,
  });
  const { E2E_HEADER_RELEASE, E2E_HEADER_RELEASE_DIST } = headerRelease;
  run(
    'pnpm',
    ['--filter', '@591/shell', 'exec', 'build-app', '--outDir', E2E_HEADER_RELEASE_DIST],
    {
      SITE_DOMAIN: site.domain,
      HEADER_RELEASE: E2E_HEADER_RELEASE,
    },
  );
});
// The e2e API keeps its own seeded PGlite catalogue, whatever server the API suite used.
stage('end to end', () =>
  run('pnpm', ['--filter', '@591/e2e', 'e2e'], {
    SITE_DOMAIN: site.domain,
    DATABASE_URL: '',
    ...headerRelease,
  }),
);
