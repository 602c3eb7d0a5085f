// npm run size: the first-load JavaScript of every budgeted page, federated (the apps' own
// builds) and as plain single-app builds of the same pages (FEDERATION=off), and the ratio,
// so the cost of federation reads page by page. SIZE_TOP=n lists each page's n largest scripts.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { firstLoadScripts, kb, type LoadedScript, totalOf } from '../support/first-load.ts';
import { BUDGETED_PAGES, budgetedPageUrl } from '../support/first-load-pages.ts';
import { execFileAsync, REPO_ROOT, startApi, startGateway } from '../support/processes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/site.ts';

const SITE_PORT = Number(process.env.SIZE_SITE_PORT ?? 8490);
const API_PORT = Number(process.env.SIZE_API_PORT ?? 8492);
const TOP = Number(process.env.SIZE_TOP ?? 0);

async function plainBuilds(): Promise<Record<string, string>> {
  const apps = [...new Set(BUDGETED_PAGES.map((page) => page.app))];
  const dists: Record<string, string> = {};
  for (const app of apps) {
    const outDir = await mkdtemp(path.join(tmpdir(), `${app}-plain-`));
    console.log(`building ${app} without federation into ${outDir}`);
    await execFileAsync('pnpm', ['exec', 'build-app', '--outDir', outDir], {
      cwd: path.join(REPO_ROOT, 'apps', app),
      env: { ...process.env, SITE_DOMAIN: '591.com.tw', FEDERATION: 'off' },
    });
    dists[`${app.toUpperCase()}_DIST`] = outDir;
  }
  return dists;
}

/** Every budgeted page's scripts, served by a gateway with `dists` (none: the apps' builds). */
async function measure(dists: Record<string, string>): Promise<Map<string, LoadedScript[]>> {
  const gateway = await startGateway(SITE_PORT, {
    API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
    ...dists,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const api = await request.newContext();
  try {
    const measured = new Map<string, LoadedScript[]>();
    for (const page of BUDGETED_PAGES) {
      const url = await budgetedPageUrl(page, api, SITE_PORT);
      measured.set(page.name, await firstLoadScripts(browser, url));
    }
    return measured;
  } finally {
    await api.dispose();
    await browser.close();
    gateway.kill();
  }
}

function printLargest(scripts: LoadedScript[]) {
  const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, TOP);
  for (const script of largest) {
    const name = `${new URL(script.url).host.split('.')[0]}${new URL(script.url).pathname}`.replace(
      /__mfe_internal__\w+?__mf_owner__\d+__/,
      '…',
    );
    console.log(
      `      ${kb(script.gzip).padStart(9)}  ${script.deferred ? 'deferred' : '        '}  ${name.slice(0, 100)}`,
    );
  }
}

const processes: ChildProcess[] = [];
const dists = await plainBuilds();
try {
  processes.push(await startApi(API_PORT, { dataDir: '.data/size', sitePort: SITE_PORT }));
  const federated = await measure({});
  const plain = await measure(dists);
  console.log('\nFirst-load JavaScript, gzip (every script until the network is idle)');
  console.log(
    `${'page'.padEnd(14)} ${'federated'.padStart(10)} ${'scripts'.padStart(7)} ${'deferred'.padStart(9)} ${'plain'.padStart(10)} ${'ratio'.padStart(6)} ${'budget'.padStart(10)}`,
  );
  for (const page of BUDGETED_PAGES) {
    const ours = federated.get(page.name)!;
    const theirs = plain.get(page.name)!;
    const deferred = ours.filter((script) => script.deferred);
    console.log(
      `${page.name.padEnd(14)} ${kb(totalOf(ours)).padStart(10)} ${String(ours.length).padStart(7)} ${kb(totalOf(deferred)).padStart(9)} ${kb(totalOf(theirs)).padStart(10)} ${`x${(totalOf(ours) / totalOf(theirs)).toFixed(2)}`.padStart(6)} ${kb(page.budget).padStart(10)}`,
    );
    if (TOP) {
      printLargest(ours);
      console.log('    plain:');
      printLargest(theirs);
    }
  }
} finally {
  for (const child of processes) child.kill();
  await Promise.all(Object.values(dists).map((dir) => rm(dir, { recursive: true, force: true })));
}
