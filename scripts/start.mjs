// npm start: install, build every app, then serve the API and every subdomain on one port.
import { install, run, startServices } from './lib/toolchain.mjs';

const domain = process.env.SITE_DOMAIN || '591.localhost';
const port = process.env.PORT || '8080';

install();
run('pnpm', ['turbo', 'run', 'build', '--filter=./apps/*'], { SITE_DOMAIN: domain });

startServices([
  {
    name: 'gateway',
    command: 'pnpm',
    args: ['--filter', '@591/gateway', 'start'],
    env: { SITE_DOMAIN: domain, PORT: port },
  },
]);

const url = (sub) => `http://${sub}.${domain}:${port}/`;
console.log(`
591 is starting. Open:
  home      ${url('www')}
  sale      ${url('sale')}
  rent      ${url('rent')}
  land      ${url('land')}
  business  ${url('business')}
Press Ctrl-C to stop.
`);
