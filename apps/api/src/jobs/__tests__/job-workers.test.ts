import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { alerts } from '../../db/schema/index.ts';
import { loadLocationCatalog } from '../../services/location-catalog.ts';
import { registerMember } from '../../test-support/members.ts';
import { COMPLETE_RENT, publishListing } from '../../test-support/postings.ts';
import {
  anotherInstance,
  createTestApp,
  SITE_ORIGIN,
  TEST_SITE,
  type TestApp,
} from '../../test-support/test-app.ts';
import { workListingEvent } from '../alert-jobs.ts';
import { jobSqlWithin, startJobQueue } from '../job-queue.ts';

/** 台北市中正區 獨立套房 10,000-20,000 元: the test rental (14,321 元) is in it. */
const SEARCH = `region=1&section=1&kind=${COMPLETE_RENT.kind}&price=10000_20000`;

// A web instance started with API_JOBS=send: it queues jobs and works none.
let web: TestApp;
beforeAll(async () => {
  web = await createTestApp({ listings: 20, takesJobs: false });
});
afterAll(() => web.close());

const unreadOf = async (cookie: string) =>
  (
    await web.app.inject({
      url: '/v1/user/alerts/unread',
      headers: { origin: SITE_ORIGIN, cookie },
    })
  ).json().data.unread as number;

const searchAlertsOf = (listingId: number) =>
  web.db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.listingId, listingId), eq(alerts.kind, 'search')));

describe('job workers', () => {
  it('leaves a web instance’s jobs queued until a worker instance takes them, then alerts once', async () => {
    const seeker = (await registerMember(web.app)).cookie;
    const saved = await web.app.inject({
      method: 'POST',
      url: '/v1/user/saved-searches',
      headers: { origin: SITE_ORIGIN, cookie: seeker },
      payload: { section: 'rent', query: SEARCH, listPath: `/list?${SEARCH}` },
    });
    expect(saved.statusCode).toBe(201);
    const listingId = await publishListing(web.app, (await registerMember(web.app)).cookie);

    // The job waits: no worker polls here (one would have taken it within a second or two).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await unreadOf(seeker)).toBe(0);

    const worker = await anotherInstance(web, { takesJobs: true });
    try {
      await expect.poll(() => unreadOf(seeker), { timeout: 20_000 }).toBe(1);
    } finally {
      await worker.close();
    }

    // The event worked again (its worker died before the job was marked done): no second
    // alert, and the alert the first try wrote is handed to the push queue again while unsent.
    const deps = {
      db: web.db,
      catalog: await loadLocationCatalog(web.db),
      site: TEST_SITE,
      push: null,
      log: web.app.log,
    };
    const [alert] = await searchAlertsOf(listingId);
    expect(await workListingEvent({ kind: 'published', listingId }, deps)).toEqual([alert!.id]);
    expect(await searchAlertsOf(listingId)).toEqual([alert]);
    expect(await unreadOf(seeker)).toBe(1);
    // Once pushed, it is not handed on again.
    await web.db.update(alerts).set({ sentAt: new Date() }).where(eq(alerts.id, alert!.id));
    expect(await workListingEvent({ kind: 'published', listingId }, deps)).toEqual([]);
  });

  it('queues a job sent in a transaction with what it committed, and not at all when it rolls back', async () => {
    const boss = await startJobQueue(web.db, { takesJobs: false, onError: () => undefined });
    try {
      await boss.createQueue('within-test');
      const queued = async () =>
        (
          await queryRows<{ data: unknown }>(
            web.db,
            sql`select data from pgboss.job where name = 'within-test'`,
          )
        ).map((row) => row.data);
      await expect(
        web.db.transaction(async (tx) => {
          await boss.send('within-test', { listingId: 1 }, { db: jobSqlWithin(tx) });
          throw new Error('the change was refused');
        }),
      ).rejects.toThrow('the change was refused');
      expect(await queued()).toEqual([]);
      await web.db.transaction(async (tx) => {
        await boss.send('within-test', { listingId: 2 }, { db: jobSqlWithin(tx) });
      });
      expect(await queued()).toEqual([{ listingId: 2 }]);
    } finally {
      await boss.stop({ graceful: true, wait: true });
    }
  });
});
