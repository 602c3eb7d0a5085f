// npm run lighthouse: Lighthouse mobile medians for the home page, the rent list, the rent map,
// a rent detail page and the land price page, served by a gateway and an API of their own (127.0.0.1 only). Needs the apps built.
import type { ChildProcess } from 'node:child_process';
import { startApi, startGateway } from '../support/processes.ts';
import { origin } from '../support/site.ts';
import { giveWayToChromium, LIGHTHOUSE_RUNS, printLighthouseMedians } from './lighthouse-runner.ts';

const API_PORT = Number(process.env.LIGHTHOUSE_API_PORT ?? 8497);
const SITE_PORT = Number(process.env.LIGHTHOUSE_SITE_PORT ?? 8496);

/** The newest rental of the seeded catalogue, asked of this run's own API. */
async function newestRentalId(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/v1/rent/listings?pageSize=1`);
  const { items } = (await response.json()) as { items: { id: number }[] };
  if (!items[0]) throw new Error('The seeded catalogue has no rental');
  return items[0].id;
}

giveWayToChromium();
const processes: ChildProcess[] = [];
try {
  processes.push(await startApi(API_PORT, { dataDir: '.data/lighthouse', sitePort: SITE_PORT }));
  processes.push(await startGateway(SITE_PORT, { API_ORIGIN: `http://127.0.0.1:${API_PORT}` }));
  const pages = {
    home: `${origin('www', SITE_PORT)}/`,
    'rent list': `${origin('rent', SITE_PORT)}/list?region=1`,
    'rent map': `${origin('rent', SITE_PORT)}/map?region=1`,
    'rent detail': `${origin('rent', SITE_PORT)}/${await newestRentalId()}`,
    'land price': `${origin('land', SITE_PORT)}/price?region=1`,
  };
  console.log(`Lighthouse, mobile preset, median of ${LIGHTHOUSE_RUNS} runs`);
  for (const [title, url] of Object.entries(pages)) {
    console.log(url);
    await printLighthouseMedians(title, url);
  }
} finally {
  for (const child of processes) child.kill();
}
