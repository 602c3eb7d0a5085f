// npm run long-tasks: the start-up tasks over 50 ms of the main pages, unthrottled.
import { install, run } from './lib/toolchain.mjs';

install();
run('pnpm', ['turbo', 'run', 'build', '--filter=./apps/*'], {
  SITE_DOMAIN: '591.com.tw',
  SITE_PROTOCOL: 'http',
  SITE_PORT: '8490',
});
run('pnpm', ['--filter', '@591/e2e', 'bench:long-tasks']);
