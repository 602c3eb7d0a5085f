import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { LocationCatalog } from '../services/location-catalog.ts';
import { fetchRealPriceRelease } from '../services/real-price/release-fetch.ts';

const QUEUE = 'real-price-release';
/**
 * Every morning at six, Taiwan time: the government publishes on the 1st, 11th and 21st, and
 * a day's delay is the most a visitor waits for a release.
 */
const RELEASE_CRON = '0 6 * * *';
const RELEASE_TIME_ZONE = 'Asia/Taipei';
/** A failed download is tried again 10 min, 20 min, 40 min… later, five times. */
const RELEASE_RETRIES = { retryLimit: 5, retryDelay: 600, retryBackoff: true };

/**
 * Keeps 實價登錄 current: when the deploy names the government's download (REAL_PRICE_RELEASE_URL),
 * a daily job fetches the release there and imports it if it is new (fetchRealPriceRelease).
 * Off without a URL: machines without the internet have nothing to fetch.
 */
export async function startRealPriceJobs(
  boss: PgBoss,
  {
    db,
    catalog,
    url,
    log,
  }: { db: Database; catalog: LocationCatalog; url: string | null; log: FastifyBaseLogger },
) {
  if (!url) return;
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, RELEASE_CRON, {}, { tz: RELEASE_TIME_ZONE, ...RELEASE_RETRIES });
  await boss.work(QUEUE, async () => {
    const fetched = await fetchRealPriceRelease(db, catalog, url);
    log.info(fetched, 'real-price release');
  });
}
