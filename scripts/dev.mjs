// npm run dev: every app's Vite dev server with hot reload and the API, behind the gateway on
// one port.
import { readSite, serviceEnvs } from './lib/site.mjs';
import { install, startServices } from './lib/toolchain.mjs';

const env = serviceEnvs(readSite());

install();
startServices([
  { name: 'api', command: 'pnpm', args: ['--filter', '@591/api', 'start'], env: env.api },
  {
    name: 'apps',
    command: 'pnpm',
    args: ['turbo', 'run', 'dev', '--filter=./apps/*', '--concurrency=20'],
    env: env.build,
  },
  {
    name: 'gateway',
    command: 'pnpm',
    args: ['--filter', '@591/gateway', 'start'],
    env: { ...env.gateway, GATEWAY_MODE: 'dev' },
  },
]);
