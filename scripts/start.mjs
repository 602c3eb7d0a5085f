// npm start: install, build every app, then serve the API (seeding its database on first
// start) and every subdomain on one port.
import { install, run, startServices } from './lib/toolchain.mjs';

const domain = process.env.SITE_DOMAIN || '591.localhost';
const port = process.env.PORT || '8080';
const apiPort = process.env.API_PORT || '8090';

install();
// Prerendered pages carry links for the scheme and port they are served on.
run('pnpm', ['turbo', 'run', 'build', '--filter=./apps/*'], {
  SITE_DOMAIN: domain,
  SITE_PROTOCOL: 'http',
  SITE_PORT: port,
});

startServices([
  {
    name: 'api',
    command: 'pnpm',
    args: ['--filter', '@591/api', 'start'],
    env: { SITE_DOMAIN: domain, SITE_PORT: port, API_PORT: apiPort },
  },
  {
    name: 'gateway',
    command: 'pnpm',
    args: ['--filter', '@591/gateway', 'start'],
    env: { SITE_DOMAIN: domain, PORT: port, API_ORIGIN: `http://127.0.0.1:${apiPort}` },
  },
]);

const url = (sub) => `http://${sub}.${domain}:${port}/`;
console.log(`
591 is starting (the first start seeds the database). Open:
  home      ${url('www')}
  sale      ${url('sale')}
  rent      ${url('rent')}
  land      ${url('land')}
  business  ${url('business')}
  API       ${url('api')}health
Press Ctrl-C to stop.
`);
