// The end-to-end stage, shared by `npm test` and the developer's loop (`npm run test:affected`):
// every app built for the real-looking domain, then driven in Chromium.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSite, serviceEnvs } from './site.mjs';
import { ROOT, run } from './toolchain.mjs';

// The e2e gateway's own port; Chromium maps *.591.com.tw to this machine.
const site = readSite({ SITE_DOMAIN: '591.com.tw', PORT: process.env.E2E_PORT || '8480' });

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

/**
 * The platform team's header release that header-release.spec serves beside the site's build.
 * Its name is written beside it: the build and the run may be two commands.
 */
const HEADER_RELEASE_DIR = path.join(ROOT, '.data/header-release');
const HEADER_RELEASE_DIST = path.join(HEADER_RELEASE_DIR, 'shell');
const HEADER_RELEASE_NAME = path.join(HEADER_RELEASE_DIR, 'release.txt');

/**
 * Builds every app (turbo's cache skips those unchanged) with links for the scheme and port the
 * e2e gateway serves them on, and the header release: the e2e stage itself builds nothing.
 */
export function buildForE2e() {
  run('pnpm', ['turbo', 'run', 'build', '--filter=./apps/*'], {
    ...serviceEnvs(site).build,
    ...PUSH_SETTINGS,
  });
  const release = `header-${Date.now()}`;
  run('pnpm', ['--filter', '@591/shell', 'exec', 'build-app', '--outDir', HEADER_RELEASE_DIST], {
    SITE_DOMAIN: site.domain,
    HEADER_RELEASE: release,
  });
  writeFileSync(HEADER_RELEASE_NAME, release);
}

/** The header release built last, for the spec; none: the spec builds its own. */
function builtHeaderRelease() {
  if (!existsSync(HEADER_RELEASE_NAME)) return {};
  return {
    E2E_HEADER_RELEASE: readFileSync(HEADER_RELEASE_NAME, 'utf8').trim(),
    E2E_HEADER_RELEASE_DIST: HEADER_RELEASE_DIST,
  };
}

/** Runs the given specs (paths relative to e2e/), or all of them. */
export function runE2e(specs = []) {
  // The e2e API keeps its own seeded PGlite catalogue, whatever server the API suite used.
  run('pnpm', ['--filter', '@591/e2e', 'e2e', ...specs], {
    SITE_DOMAIN: site.domain,
    DATABASE_URL: '',
    ...builtHeaderRelease(),
  });
}
