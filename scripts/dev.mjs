// npm run dev: every app's Vite dev server with hot reload, behind the gateway on one port.
import { install, startServices } from './lib/toolchain.mjs';

const domain = process.env.SITE_DOMAIN || '591.localhost';
const port = process.env.PORT || '8080';

install();
startServices([
  {
    name: 'apps',
    command: 'pnpm',
    args: ['turbo', 'run', 'dev', '--filter=./apps/*', '--concurrency=20'],
    env: { SITE_DOMAIN: domain },
  },
  {
    name: 'gateway',
    command: 'pnpm',
    args: ['--filter', '@591/gateway', 'start'],
    env: { SITE_DOMAIN: domain, PORT: port, GATEWAY_MODE: 'dev' },
  },
]);
