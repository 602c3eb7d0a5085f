// npm run lighthouse: Lighthouse mobile medians of the site's main pages, each measured twice in
// the same run: as it is, and with every script blocked. The blocked run is this machine's own
// floor for the page (its HTML, CSS and images), so the difference is what the scripts cost,
// and means the same on a slow machine or a fast one. Served by a gateway and an API of their
// own (127.0.0.1 only). Needs the apps built for LIGHTHOUSE_SITE_PORT.
import type { ChildProcess } from 'node:child_process';
import { startApi, startGateway } from '../support/processes.ts';
import { origin } from '../support/site.ts';
import { newestCode } from '../support/sms-codes.ts';
import {
  formatScores,
  giveWayToChromium,
  LIGHTHOUSE_RUNS,
  lighthouseMedians,
  type Scores,
} from './lighthouse-runner.ts';

const API_PORT = Number(process.env.LIGHTHOUSE_API_PORT ?? 8497);
const SITE_PORT = Number(process.env.LIGHTHOUSE_SITE_PORT ?? 8496);
/** Every script the page would load, by URL (inline scripts stay: they are part of the HTML). */
const NO_SCRIPTS = { blockedUrlPatterns: ['*.js', '*.mjs'] };

const api = (path: string, init?: RequestInit) =>
  fetch(`http://127.0.0.1:${API_PORT}${path}`, init);

/** The newest listing of a section in the seeded catalogue, asked of this run's own API. */
async function newestId(section: 'rent'): Promise<number> {
  const { items } = (await (await api(`/v1/${section}/listings?pageSize=1`)).json()) as {
    items: { id: number }[];
  };
  if (!items[0]) throw new Error(`The seeded catalogue has no ${section} listing`);
  return items[0].id;
}

/** The first of a region's new-build projects in the seeded catalogue. */
async function firstProjectId(): Promise<number> {
  const { items } = (await (await api('/v1/new-builds?regionid=1&pageSize=1')).json()) as {
    items: { id: number }[];
  };
  if (!items[0]) throw new Error('The seeded catalogue has no new-build project');
  return items[0].id;
}

/** A new member's session cookie, for the member centre. */
async function memberCookie(): Promise<string> {
  const mobile = `09${String(Date.now()).slice(-8)}`;
  const post = (path: string, body: object) =>
    api(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin('www', SITE_PORT) },
      body: JSON.stringify(body),
    });
  await post('/v1/sms/codes', { mobile, purpose: 'register' });
  const outbox = (await (await api(`/v1/dev/sms-outbox?mobile=${mobile}`)).json()) as {
    items: { body: string }[];
  };
  const response = await api('/v1/user/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: origin('www', SITE_PORT) },
    body: JSON.stringify({
      mobile,
      code: newestCode(outbox.items.map((item) => item.body)),
      password: 'lighthouse harbour 42',
      realname: '林',
      sex: 2,
    }),
  });
  const cookie = response.headers.get('set-cookie');
  if (!response.ok || !cookie) throw new Error(`register answered ${response.status}`);
  return cookie.split(';')[0]!;
}

giveWayToChromium();
const processes: ChildProcess[] = [];
try {
  processes.push(await startApi(API_PORT, { dataDir: '.data/lighthouse', sitePort: SITE_PORT }));
  processes.push(await startGateway(SITE_PORT, { API_ORIGIN: `http://127.0.0.1:${API_PORT}` }));
  const member = { extraHeaders: { Cookie: await memberCookie() } };
  const pages: [title: string, url: string, options?: typeof member][] = [
    ['home', `${origin('www', SITE_PORT)}/`],
    ['rent list', `${origin('rent', SITE_PORT)}/list?region=1`],
    ['rent detail', `${origin('rent', SITE_PORT)}/${await newestId('rent')}`],
    ['sale list', `${origin('sale', SITE_PORT)}/?shType=list&regionid=1`],
    ['land price', `${origin('land', SITE_PORT)}/price?region=1`],
    ['business list', `${origin('business', SITE_PORT)}/list?type=1&region=1&kind=5`],
    ['rent map', `${origin('rent', SITE_PORT)}/map?region=1`],
    ['new-build list', `${origin('newhouse', SITE_PORT)}/list?regionid=1`],
    ['new-build project', `${origin('newhouse', SITE_PORT)}/${await firstProjectId()}`],
    ['member centre', `${origin('user', SITE_PORT)}/center`, member],
  ];
  // LIGHTHOUSE_PAGES=rent,member measures only the pages whose title has one of those words.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const measured = only
    ? pages.filter(([title]) => only.some((word) => title.includes(word)))
    : pages;
  console.log(
    `Lighthouse, mobile preset, median of ${LIGHTHOUSE_RUNS} runs, as served and without scripts`,
  );
  const rows: { title: string; page: Scores; floor: Scores }[] = [];
  for (const [title, url, options] of measured) {
    console.log(url);
    const page = await lighthouseMedians(url, options);
    console.log(`  ${'as served'.padEnd(16)} ${formatScores(page)}`);
    const floor = await lighthouseMedians(url, { ...options, ...NO_SCRIPTS });
    console.log(`  ${'without scripts'.padEnd(16)} ${formatScores(floor)}`);
    rows.push({ title, page, floor });
  }
  console.log(
    '\n| page | performance | FCP ms | LCP ms | TBT ms | CLS | TBT without scripts | TBT the scripts add |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { title, page, floor } of rows) {
    console.log(
      `| ${title} | ${page.performance} (${floor.performance}) | ${page.fcp.toFixed(0)} | ${page.lcp.toFixed(0)} | ${page.tbt.toFixed(0)} | ${page.cls.toFixed(3)} | ${floor.tbt.toFixed(0)} | ${(page.tbt - floor.tbt).toFixed(0)} |`,
    );
  }
} finally {
  for (const child of processes) child.kill();
}
