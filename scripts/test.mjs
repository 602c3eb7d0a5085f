// npm test: lint, types, unit and API tests, then every app built for the real-looking
// domain and driven end to end in Chromium.
import { install, run } from './lib/toolchain.mjs';

const E2E_DOMAIN = '591.com.tw';

install();
run('pnpm', ['turbo', 'run', 'lint', 'typecheck', 'test']);
run('pnpm', ['turbo', 'run', 'build', '--filter=./apps/*'], { SITE_DOMAIN: E2E_DOMAIN });
run('pnpm', ['--filter', '@591/e2e', 'e2e'], { SITE_DOMAIN: E2E_DOMAIN });
