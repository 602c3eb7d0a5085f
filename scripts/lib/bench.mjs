import { install, run } from './toolchain.mjs';

/**
 * A benchmark of the built site: every app built for 591.com.tw on `sitePort` (the gateway the
 * benchmark starts there), then the @591/e2e script `script` run with `env` and `args`.
 */
export function runSiteBench(script, sitePort, env = {}, args = []) {
  install();
  // Chromium and a Traditional Chinese font, when the machine lacks them.
  run('bash', ['scripts/browser-deps.sh']);
  run('pnpm', ['turbo', 'run', 'build', '--filter=./apps/*'], {
    SITE_DOMAIN: '591.com.tw',
    SITE_PROTOCOL: 'http',
    SITE_PORT: sitePort,
  });
  run('pnpm', ['--filter', '@591/e2e', script, ...args], env);
}
