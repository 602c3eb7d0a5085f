// npm test: lint, types, unit and API tests, then every app built for the real-looking
// domain and driven end to end in Chromium.
import { availableParallelism } from 'node:os';
import { readSite, serviceEnvs } from './lib/site.mjs';
import { install, run } from './lib/toolchain.mjs';

// The e2e gateway's own port; Chromium maps *.591.com.tw to this machine.
const site = readSite({ SITE_DOMAIN: '591.com.tw', PORT: process.env.E2E_PORT || '8480' });

install();
run('node', ['--test', 'scripts/lib/__tests__/']);
// One task per core: turbo's default of ten at once, each test runner with workers of its own,
// starved the jsdom suites on a two-core machine until their tests timed out at random.
run('pnpm', [
  'turbo',
  'run',
  'lint',
  'typecheck',
  'test',
  `--concurrency=${availableParallelism()}`,
]);
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
// Prerendered pages carry links for the scheme and port the e2e gateway serves them on.
run('pnpm', ['turbo', 'run', 'build', '--filter=./apps/*'], {
  ...serviceEnvs(site).build,
  ...PUSH_SETTINGS,
});
run('pnpm', ['--filter', '@591/e2e', 'e2e'], { SITE_DOMAIN: site.domain });
