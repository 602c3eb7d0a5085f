import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realPriceReleases } from '../../../db/schema/index.ts';
import { startJobQueue } from '../../../jobs/job-queue.ts';
import { startRealPriceJobs } from '../../../jobs/real-price-jobs.ts';
import { tainan2020Zip } from '../../../test-support/real-price-release.ts';
import { openTestDatabase } from '../../../test-support/test-database.ts';
import { loadLocationCatalog } from '../../location-catalog.ts';
import { fetchRealPriceRelease } from '../release-fetch.ts';

/**
 * The government's download as a local server plays it: the real files of a release zipped,
 * after `failures` answers of 503 (a download site that is down for a while).
 */
function releaseServer() {
  const zip = Buffer.from(tainan2020Zip());
  const state = { failures: 0, requests: 0 };
  const server = createServer((_request, response) => {
    state.requests += 1;
    if (state.failures > 0) {
      state.failures -= 1;
      response.writeHead(503).end('down for maintenance');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/zip' }).end(zip);
  });
  return { server, state };
}

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let release: ReturnType<typeof releaseServer>;
let url: string;
beforeAll(async () => {
  database = await openTestDatabase({ listings: 20 });
  release = releaseServer();
  await new Promise<void>((resolve) => release.server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(release.server.address() as AddressInfo).port}/lvr_landcsv.zip`;
});
afterAll(async () => {
  await new Promise((resolve) => (release.server as Server).close(resolve));
  await database.close();
});

const releases = async () =>
  (await database.db.select({ total: count() }).from(realPriceReleases))[0]!.total;

describe('fetching the newest release', () => {
  it('imports a new release once, keeps what it gave, and throws when the download fails', async () => {
    const catalog = await loadLocationCatalog(database.db);
    release.state.failures = 1;
    await expect(fetchRealPriceRelease(database.db, catalog, url)).rejects.toThrow(
      `${url} answered HTTP 503`,
    );
    expect(await releases()).toBe(0);

    const first = await fetchRealPriceRelease(database.db, catalog, url);
    expect(first).toMatchObject({
      status: 'imported',
      window: expect.stringMatching(/^資料內容：登記日期自 109年11月11/),
      files: [
        { name: 'd_lvr_land_a.csv', rows: 1121, skipped: 0 },
        { name: 'd_lvr_land_b.csv', rows: 218, skipped: 0 },
        { name: 'd_lvr_land_c.csv', rows: 73, skipped: 0 },
      ],
    });
    const again = await fetchRealPriceRelease(database.db, catalog, url);
    expect(again).toEqual({ status: 'unchanged', sha256: first.sha256 });
    expect(await releases()).toBe(1);
  });
});

describe('the release job', () => {
  let boss: PgBoss;
  // Its job let finish before the database closes: a job still failing or completing then would
  // find the pool ended.
  afterAll(() => boss?.stop({ graceful: true, wait: true, timeout: 10_000 }));

  it('is scheduled only where the deploy names the download, and retries a failed one', async () => {
    const catalog = await loadLocationCatalog(database.db);
    boss = await startJobQueue(database.db, { takesJobs: true, onError: () => undefined });
    const log = { info: () => undefined } as never;
    await startRealPriceJobs(boss, { db: database.db, catalog, url: null, log });
    expect(await boss.getSchedules()).toEqual([]);

    await database.db.delete(realPriceReleases);
    await startRealPriceJobs(boss, { db: database.db, catalog, url, log });
    expect((await boss.getSchedules()).map((schedule) => schedule.name)).toEqual([
      'real-price-release',
    ]);
    // The download is down at first: the job fails, is tried again, and imports.
    release.state.failures = 1;
    const before = release.state.requests;
    await boss.send('real-price-release', {}, { retryLimit: 3, retryDelay: 1 });
    await expect.poll(releases, { timeout: 30_000, interval: 500 }).toBe(1);
    expect(release.state.requests - before).toBe(2);
  });
});
