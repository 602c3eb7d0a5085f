// npm run size: first-load JS of the rent landing page, federated and plain.
import { install, run } from './lib/toolchain.mjs';

install();
run('pnpm', ['turbo', 'run', 'build', '--filter=./apps/*'], {
  SITE_DOMAIN: '591.com.tw',
  SITE_PROTOCOL: 'http',
  SITE_PORT: '8490',
});
run('pnpm', ['--filter', '@591/e2e', 'size']);
