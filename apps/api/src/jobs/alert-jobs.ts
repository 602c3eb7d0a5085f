import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { SiteConfig } from '../config/site.ts';
import type { Database, Transaction } from '../db/client.ts';
import {
  alertFavouritesClosed,
  alertMatchingSearches,
  alertPriceChange,
} from '../services/alert-matching.ts';
import { pushAlerts, pushDigests } from '../services/alert-push.ts';
import type { AlertPushes } from '../services/alert-pushes.ts';
import { unsentListingAlerts } from '../services/alert-rows.ts';
import { pushMessageAlerts } from '../services/conversations/message-push.ts';
import type { ListingEvents } from '../services/listing-events.ts';
import type { LocationCatalog } from '../services/location-catalog.ts';
import type { PushSender } from '../services/push-sender.ts';
import { pushViewingAlerts } from '../services/viewings/viewing-alerts.ts';
import { jobSqlWithin } from './job-queue.ts';

const QUEUES = {
  listingEvents: 'listing-events',
  push: 'alert-push',
  digest: 'alert-digest',
} as const;

/** The day's digest goes out at eight in the morning, Taiwan time. */
const DIGEST_CRON = '0 8 * * *';
const DIGEST_TIME_ZONE = 'Asia/Taipei';
/**
 * A push the provider refused is tried again 30 s, 1 min, 2 min… later, five times: an outage
 * of a few minutes loses nothing. Alerts already sent are marked, so a retry sends the rest.
 */
const PUSH_RETRIES = { retryLimit: 5, retryDelay: 30, retryBackoff: true };
/**
 * A listing event's job, as its queue keeps it: taken again a minute after a worker took it and
 * died (its work is a second's), and tried again for some minutes when it fails (the database
 * restarting), so an event outlives both.
 */
const LISTING_EVENT_JOBS = {
  expireInSeconds: 60,
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
};
/** A push's job is taken again two minutes after its worker died. */
const PUSH_JOBS = { expireInSeconds: 120 };
/** How often an idle worker looks for jobs: a new listing's alert is seconds away, not minutes. */
const POLLING_SECONDS = 1;
/** Jobs a worker takes at a time: a burst of new listings is worked through, not polled for. */
const BATCH_SIZE = 20;

export type ListingEvent =
  | { kind: 'published'; listingId: number }
  | { kind: 'repriced'; listingId: number; priceChangeId: number }
  | { kind: 'closed'; listingId: number };

export interface AlertJobDeps {
  db: Database;
  catalog: LocationCatalog;
  site: SiteConfig;
  /** Web push; without one, alerts wait in 通知中心 alone. */
  push: PushSender | null;
  log: FastifyBaseLogger;
}

/**
 * A listing event becomes alerts: searches it now matches, and the members who keep it among
 * favourites. The alerts' unique indexes make a retried job create nothing twice.
 */
async function alertsOf(event: ListingEvent, { db, catalog }: AlertJobDeps): Promise<number[]> {
  switch (event.kind) {
    case 'published':
      return alertMatchingSearches(db, catalog, event.listingId);
    case 'repriced':
      return alertPriceChange(db, catalog, event.priceChangeId);
    case 'closed':
      return alertFavouritesClosed(db, event.listingId);
  }
}

/**
 * One listing event's work, safe to run again (a worker stopped midway, its job taken again
 * once it expires): the alerts it makes, once each, and every alert of the listing still unsent,
 * to push (an earlier try's too).
 */
export async function workListingEvent(event: ListingEvent, deps: AlertJobDeps): Promise<number[]> {
  await alertsOf(event, deps);
  return unsentListingAlerts(deps.db, event.listingId);
}

/** Pushes alerts of every kind: a listing's, a 預約看屋's and a conversation's. */
async function pushAnyAlerts(deps: AlertJobDeps, push: PushSender, alertIds: number[]) {
  await pushAlerts(deps.db, push, deps.site, alertIds);
  await pushViewingAlerts(deps.db, push, deps.site, alertIds);
  await pushMessageAlerts(deps.db, push, deps.site, alertIds);
}

/**
 * Creates the queues, starts their workers and schedules the digest; returns what the rest of
 * the API tells them: listing events, and alerts to push.
 */
export async function startAlertJobs(
  boss: PgBoss,
  deps: AlertJobDeps,
): Promise<{ listingEvents: ListingEvents; alertPushes: AlertPushes }> {
  const queuePush = async (alertIds: readonly number[], within?: Database | Transaction) => {
    if (alertIds.length === 0 || !deps.push) return;
    await boss.send(
      QUEUES.push,
      { alertIds },
      {
        ...PUSH_RETRIES,
        ...(within && { db: jobSqlWithin(within) }),
      },
    );
  };
  for (const queue of Object.values(QUEUES)) await boss.createQueue(queue);
  // Set on every start: a queue made before these settings takes them too.
  await boss.updateQueue(QUEUES.listingEvents, {
    name: QUEUES.listingEvents,
    ...LISTING_EVENT_JOBS,
  });
  await boss.updateQueue(QUEUES.push, { name: QUEUES.push, ...PUSH_JOBS });
  const polling = { pollingIntervalSeconds: POLLING_SECONDS, batchSize: BATCH_SIZE };

  await boss.work<ListingEvent>(QUEUES.listingEvents, polling, async (jobs) => {
    for (const job of jobs) await queuePush(await workListingEvent(job.data, deps));
  });

  const { push } = deps;
  if (push) {
    await boss.work<{ alertIds: number[] }>(QUEUES.push, polling, async (jobs) => {
      for (const job of jobs) await pushAnyAlerts(deps, push, job.data.alertIds);
    });
    await boss.schedule(QUEUES.digest, DIGEST_CRON, {}, { tz: DIGEST_TIME_ZONE });
    await boss.work(QUEUES.digest, async () => {
      const sent = await pushDigests(deps.db, push, deps.site);
      deps.log.info({ sent }, 'daily alert digest pushed');
    });
  }

  const send = async (event: ListingEvent, within?: Database | Transaction) => {
    // In the change's transaction: a failure fails the change, which is then not answered 2xx.
    if (within) {
      await boss.send(QUEUES.listingEvents, event, { db: jobSqlWithin(within) });
      return;
    }
    // The listing is saved whatever happens here; a lost event costs alerts, not the listing.
    await boss.send(QUEUES.listingEvents, event).catch((error: Error) => {
      deps.log.error({ err: error, event }, 'listing event not queued');
    });
  };
  return {
    listingEvents: {
      published: (listingId, within) => send({ kind: 'published', listingId }, within),
      repriced: (listingId, priceChangeId, within) =>
        send({ kind: 'repriced', listingId, priceChangeId }, within),
      closed: (listingId, within) => send({ kind: 'closed', listingId }, within),
    },
    alertPushes: {
      queue: (alertIds, within) =>
        // In the change's transaction: a failure fails the change. After it: the change is
        // saved whatever happens here, and a push not queued costs the ping alone.
        within
          ? queuePush(alertIds, within)
          : queuePush(alertIds).catch((error: Error) => {
              deps.log.error({ err: error, alertIds }, 'alert push not queued');
            }),
    },
  };
}
