import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../config/site.ts';
import type { Database } from '../db/client.ts';
import type { AlertPushes } from '../services/alert-pushes.ts';
import type { ListingEvents } from '../services/listing-events.ts';
import type { LocationCatalog } from '../services/location-catalog.ts';
import type { PhotoStorage } from '../services/photo-uploads/photo-storage.ts';
import type { PushSender } from '../services/push-sender.ts';
import type { SmsSender } from '../services/sms/sms-sender.ts';
import type { Texts } from '../services/texts.ts';
import { startAlertJobs } from './alert-jobs.ts';
import { startJobQueue } from './job-queue.ts';
import { startMapCellJobs } from './map-cell-jobs.ts';
import { startPhotoSweep } from './photo-sweep-jobs.ts';
import { startRealPriceJobs } from './real-price-jobs.ts';
import { startRetentionJobs } from './retention-jobs.ts';
import { startTextJobs } from './text-jobs.ts';
import { startViewingJobs } from './viewing-jobs.ts';

interface JobDeps {
  db: Database;
  site: SiteConfig;
  push: PushSender | null;
  sms: SmsSender;
  catalog: LocationCatalog;
  postedPhotos: PhotoStorage;
  /** The government's real-price release download; null: not fetched. */
  realPriceReleaseUrl: string | null;
  /** False: the queues are sent to, their jobs worked by another instance. */
  takesJobs: boolean;
}

/** The job queue and its workers, stopped (letting running jobs finish) with the server. */
export async function startJobs(
  app: FastifyInstance,
  { db, site, push, sms, catalog, postedPhotos, realPriceReleaseUrl, takesJobs }: JobDeps,
): Promise<{ listingEvents: ListingEvents; alertPushes: AlertPushes; texts: Texts }> {
  const boss = await startJobQueue(db, {
    takesJobs,
    onError: (error) => app.log.error({ err: error }, 'job queue'),
  });
  app.addHook('onClose', () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }));
  await startMapCellJobs(boss, { db, log: app.log });
  await startPhotoSweep(boss, { db, storage: postedPhotos, log: app.log });
  await startRetentionJobs(boss, { db, log: app.log });
  await startRealPriceJobs(boss, { db, catalog, url: realPriceReleaseUrl, log: app.log });
  const alertJobs = await startAlertJobs(boss, { db, catalog, site, push, log: app.log });
  await startViewingJobs(boss, { db, alertPushes: alertJobs.alertPushes, log: app.log });
  const texts = await startTextJobs(boss, { sms, log: app.log });
  return { ...alertJobs, texts };
}
