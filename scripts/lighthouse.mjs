// npm run lighthouse: builds every app for the benchmark's own port, then prints Lighthouse
// mobile medians (5 runs) of the site's main pages, as served and with every script blocked
// (the page's own floor on this machine), and what the scripts add to the blocking time.
import { install, run } from './lib/toolchain.mjs';

const SITE_PORT = '8496';

install();
run('bash', ['scripts/browser-deps.sh']);
run('pnpm', ['turbo', 'run', 'build', '--filter=./apps/*'], {
  SITE_DOMAIN: '591.com.tw',
  SITE_PROTOCOL: 'http',
  SITE_PORT,
});
run('pnpm', ['--filter', '@591/e2e', 'lighthouse'], { LIGHTHOUSE_SITE_PORT: SITE_PORT });
