// npm test: lint, types, unit and API tests, then every app built for the real-looking
// domain and driven end to end in Chromium.
import { install, run } from './lib/toolchain.mjs';

const E2E_DOMAIN = '591.com.tw';

install();
run('pnpm', ['turbo', 'run', 'lint', 'typecheck', 'test']);
// Prerendered pages carry links for the scheme and port the e2e gateway serves them on.
run('pnpm', ['turbo', 'run', 'build', '--filter=./apps/*'], {
  SITE_DOMAIN: E2E_DOMAIN,
  SITE_PROTOCOL: 'http',
  SITE_PORT: process.env.E2E_PORT || '8480',
});
run('pnpm', ['--filter', '@591/e2e', 'e2e'], { SITE_DOMAIN: E2E_DOMAIN });
