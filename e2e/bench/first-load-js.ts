// Prints the first-load JavaScript of the rent landing page, gzip, federated and as a plain
// single-app build of the same page, so the cost of federation reads as a ratio.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_SHOWN_MARK } from '@591/config';
import { chromium } from '@playwright/test';
import { execFileAsync, REPO_ROOT, startGateway } from '../support/processes.ts';
import { CHROMIUM_ARGS, origin } from '../support/site.ts';

const FEDERATED_PORT = 8490;
const PLAIN_PORT = 8491;

interface Script {
  url: string;
  bytes: number;
  gzip: number;
  /** Requested after the page had painted, by the deferred start-up work. */
  deferred: boolean;
}

async function scriptsOf(url: string): Promise<Script[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  const bodies: Promise<Omit<Script, 'deferred'>>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then((body) => ({
        url: response.url(),
        bytes: body.length,
        gzip: gzipSync(body).length,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const deferredUrls = new Set(
    await page.evaluate((mark) => {
      const shownAt = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= shownAt)
        .map((entry) => entry.name);
    }, PAGE_SHOWN_MARK),
  );
  const scripts = (await Promise.all(bodies)).map((script) => ({
    ...script,
    deferred: deferredUrls.has(script.url),
  }));
  await browser.close();
  return scripts;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (scripts: Script[], key: 'bytes' | 'gzip') =>
  scripts.reduce((sum, script) => sum + script[key], 0);

function report(title: string, scripts: Script[]) {
  console.log(`\n${title}: ${scripts.length} scripts, ${kb(total(scripts, 'gzip'))} gzip`);
  const deferred = scripts.filter((script) => script.deferred);
  console.log(
    `  until the page is shown ${kb(total(scripts, 'gzip') - total(deferred, 'gzip')).padStart(10)} gzip; after it (deferred start-up work) ${kb(total(deferred, 'gzip'))} in ${deferred.length} scripts`,
  );
  const byHost = new Map<string, Script[]>();
  for (const script of scripts) {
    const host = new URL(script.url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), script]);
  }
  for (const [host, list] of byHost) {
    console.log(
      `  ${host.padEnd(28)} ${String(list.length).padStart(3)} files ${kb(total(list, 'gzip')).padStart(10)} gzip`,
    );
  }
  const largest = [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, Number(process.env.SIZE_TOP ?? 8));
  for (const script of largest) {
    const name = new URL(script.url).pathname.replace(/__mfe_internal__\w+?__mf_owner__\d+__/, '…');
    const when = script.deferred ? 'deferred' : '';
    console.log(`    ${kb(script.gzip).padStart(9)}  ${when.padEnd(8)}  ${name.slice(0, 90)}`);
  }
}

const plainDist = await mkdtemp(path.join(tmpdir(), 'rent-plain-'));
await execFileAsync('pnpm', ['exec', 'build-app', '--outDir', plainDist], {
  cwd: path.join(REPO_ROOT, 'apps/rent'),
  env: { ...process.env, SITE_DOMAIN: '591.com.tw', FEDERATION: 'off' },
});
const federatedGateway = await startGateway(FEDERATED_PORT, {});
const plainGateway = await startGateway(PLAIN_PORT, { RENT_DIST: plainDist });
try {
  const federated = await scriptsOf(`${origin('rent', FEDERATED_PORT)}/`);
  const plain = await scriptsOf(`${origin('rent', PLAIN_PORT)}/`);
  report('Rent landing, federated', federated);
  report('Rent landing, plain build', plain);
  const ratio = total(federated, 'gzip') / total(plain, 'gzip');
  console.log(
    `\nFederation overhead: x${ratio.toFixed(2)} (${kb(total(federated, 'gzip') - total(plain, 'gzip'))} gzip more)`,
  );
} finally {
  federatedGateway.kill();
  plainGateway.kill();
  await rm(plainDist, { recursive: true, force: true });
}
