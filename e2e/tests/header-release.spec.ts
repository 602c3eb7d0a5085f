import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForApp } from '../support/app-ready.ts';
import { watchPage } from '../support/page-watch.ts';
import { execFileAsync, REPO_ROOT, startGateway } from '../support/processes.ts';
import { origin, PORT } from '../support/site.ts';
import { expect, test } from '../support/test.ts';

const RELEASE_PORT = PORT + 1;
const rentIndex = path.join(REPO_ROOT, 'apps/rent/dist/index.html');

/**
 * The platform team's release: the shell alone, rebuilt with a new header. `npm test` builds it
 * in its build stage and names it here; run alone, the spec builds it itself.
 */
const prebuilt = process.env.E2E_HEADER_RELEASE_DIST
  ? { dist: process.env.E2E_HEADER_RELEASE_DIST, release: process.env.E2E_HEADER_RELEASE! }
  : null;
const RELEASE = prebuilt?.release ?? `header-${Date.now()}`;

let shellDist: string;
let gateway: ChildProcess;
let rentBuiltAt: number;

test.describe.configure({ mode: 'serial' });

/** A build of the shell alone, and a gateway start: minutes on a busy two-core machine. */
const RELEASE_BUILD_TIMEOUT_MS = 300_000;

test.beforeAll(async () => {
  // A hook's limit is its own: the describe block's timeout does not reach it.
  test.setTimeout(RELEASE_BUILD_TIMEOUT_MS);
  rentBuiltAt = (await stat(rentIndex)).mtimeMs;
  if (prebuilt) {
    shellDist = prebuilt.dist;
  } else {
    shellDist = await mkdtemp(path.join(tmpdir(), 'shell-release-'));
    await execFileAsync('pnpm', ['exec', 'build-app', '--outDir', shellDist], {
      cwd: path.join(REPO_ROOT, 'apps/shell'),
      env: { ...process.env, SITE_DOMAIN: '591.com.tw', HEADER_RELEASE: RELEASE },
    });
  }
  gateway = await startGateway(RELEASE_PORT, { SHELL_DIST: shellDist });
});

test.afterAll(async () => {
  gateway?.kill();
  if (!prebuilt) await rm(shellDist, { recursive: true, force: true });
});

test('a header released in the shell alone shows up on rent without rebuilding rent', async ({
  page,
}) => {
  await page.goto(`${origin('rent')}/`);
  await expect(page.locator('header[data-header-release]')).not.toHaveAttribute(
    'data-header-release',
    RELEASE,
  );

  // rent's server renders its bundled header; the page hydrates around it and the header's
  // island then shows the shell's new release, with no hydration error on the page.
  const watch = watchPage(page);
  await page.goto(`${origin('rent', RELEASE_PORT)}/`);
  await expect(page.locator('header[data-header-release]')).toHaveAttribute(
    'data-header-release',
    RELEASE,
  );
  await waitForApp(page);
  // Rendered on the server: no fallback to csr=1.
  expect(page.url()).toBe(`${origin('rent', RELEASE_PORT)}/`);
  expect(watch.hydration).toEqual([]);
  expect(watch.uncaught).toEqual([]);
  await expect(page.locator('header[data-header-release]')).toHaveCount(1);
  expect((await stat(rentIndex)).mtimeMs).toBe(rentBuiltAt);
});
