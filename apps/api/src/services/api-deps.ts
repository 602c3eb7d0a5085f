import type { Redis } from 'ioredis';
import type { SiteConfig } from '../config/site.ts';
import type { Database } from '../db/client.ts';
import type { AlertPushes } from './alert-pushes.ts';
import type { ListingEvents } from './listing-events.ts';
import type { LocationCatalog } from './location-catalog.ts';
import type { PhotoStore } from './photo-store.ts';
import type { PhotoStorage } from './photo-uploads/photo-storage.ts';
import type { PushSender } from './push-sender.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import type { Texts } from './texts.ts';

/** What route modules need, handed over explicitly rather than hung on the Fastify instance. */
export interface ApiDeps {
  db: Database;
  site: SiteConfig;
  catalog: LocationCatalog;
  photos: PhotoStore;
  /** Photos members upload to their listings. */
  postedPhotos: PhotoStorage;
  /** Tells the alert jobs of listings published, repriced and closed. */
  listingEvents: ListingEvents;
  /** Queues alerts of any kind (預約看屋, messages) to push, with retries. */
  alertPushes: AlertPushes;
  /** Rate-limit counts shared by every instance; null when this instance runs alone. */
  redis: Redis | null;
  /** One-time codes by SMS, sent on the request: 三竹簡訊, or the outbox in development. */
  sms: SmsSender;
  /** Every other text, queued in its change's transaction and sent by the text jobs. */
  texts: Texts;
  /** Web push, for what is not a listing event (預約看屋); null where push is off. */
  push: PushSender | null;
  /** Read every region's map points before the first request, not at its first filtered map. */
  mapPointsAtStart: boolean;
}
