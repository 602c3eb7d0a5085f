// npm start: install, build every app, then serve the API (seeding its database on first
// start) and every subdomain on one port.
import {
  DEMO_BUILDER_PASSWORD,
  DEMO_EDITOR_PASSWORD,
  DEMO_MODERATOR_PASSWORD,
  DEMO_POSTER_PASSWORD,
  readSite,
  serviceEnvs,
  siteUrl,
} from './lib/site.mjs';
import { install, run, startServices } from './lib/toolchain.mjs';

const site = readSite();
const env = serviceEnvs(site);

install();
// Prerendered pages carry links for the scheme and port they are served on.
run('pnpm', ['turbo', 'run', 'build', '--filter=./apps/*'], env.build);

startServices([
  { name: 'api', command: 'pnpm', args: ['--filter', '@591/api', 'start'], env: env.api },
  {
    name: 'gateway',
    command: 'pnpm',
    args: ['--filter', '@591/gateway', 'start'],
    env: env.gateway,
  },
]);

console.log(`
591 is starting (the first start seeds the database). Open:
  home      ${siteUrl(site, 'www')}
  sale      ${siteUrl(site, 'sale')}
  rent      ${siteUrl(site, 'rent')}
  land      ${siteUrl(site, 'land')}
  business  ${siteUrl(site, 'business')}
  members   ${siteUrl(site, 'user')}
  help      ${siteUrl(site, 'help')}
  market    ${siteUrl(site, 'market')}
  mortgage  ${siteUrl(site, 'mortgage')}
  upscale   ${siteUrl(site, 'upscale')}
  news      ${siteUrl(site, 'news')}
  newhouse  ${siteUrl(site, 'newhouse')}
  API       ${siteUrl(site, 'api')}health
Texts (SMS codes) are not sent in development: read them at ${siteUrl(site, 'user')}dev/sms
The seeded builders log in as 0980000001 to 0980000024 with the password ${DEMO_BUILDER_PASSWORD}.
The news editor (新聞管理) logs in as 0985000001 with the password ${DEMO_EDITOR_PASSWORD}.
The moderator (檢舉處理) logs in as 0985000002 with the password ${DEMO_MODERATOR_PASSWORD}.
A seeded listing's owner logs in as 096 and its id in 7 digits (0960000001) with ${DEMO_POSTER_PASSWORD}.
Press Ctrl-C to stop.
`);
