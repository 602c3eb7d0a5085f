import { originOf, type ViewingEvent, viewingEventTitle } from '@591/config';
import type { Viewing } from '@591/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SiteConfig } from '../../config/site.ts';
import type { Database } from '../../db/client.ts';
import { alerts, listings, viewings } from '../../db/schema/index.ts';
import { deliver } from '../alert-push.ts';
import { insertAlerts } from '../alert-rows.ts';
import type { PushSender } from '../push-sender.ts';
import type { Executor } from './viewing-places.ts';
import { toViewing, viewingListingColumns, whenText } from './viewing-view.ts';

/** `cate` of a viewing's push, as the site's service worker reads it (the link is opened). */
const VIEWING_PUSH_CATE = '1';
const PUSH_ICON = '/push/default-icon.png';

/**
 * Puts a viewing's event in the 通知中心 of each member given (null and repeated ids
 * dropped); the unique index makes a retried job tell no one twice. Answers the new alerts.
 */
export function alertViewing(
  db: Executor,
  viewingId: number,
  event: ViewingEvent,
  memberIds: readonly (number | null | undefined)[],
): Promise<number[]> {
  return insertAlerts(db, { kind: 'viewing', viewingId, viewingEvent: event }, memberIds);
}

/** Pushes the viewing alerts given to their members' browsers, where push is on. */
export async function pushViewingAlerts(
  db: Database,
  push: PushSender | null,
  site: SiteConfig,
  alertIds: number[],
): Promise<void> {
  if (!push || alertIds.length === 0) return;
  const rows = await db
    .select({
      alert: alerts,
      viewing: viewings,
      title: listings.title,
      posterId: listings.memberId,
    })
    .from(alerts)
    .innerJoin(viewings, eq(viewings.id, alerts.viewingId))
    .innerJoin(listings, eq(listings.id, viewings.listingId))
    .where(and(inArray(alerts.id, alertIds), eq(alerts.kind, 'viewing'), isNull(alerts.sentAt)));
  const link = `${originOf('user', site.site)}/center/viewings`;
  await deliver(
    db,
    push,
    rows.map(({ alert, viewing, title, posterId }) => ({
      memberId: alert.memberId,
      alertIds: [alert.id],
      data: {
        cate: VIEWING_PUSH_CATE,
        link_url: link,
        push_id: `alert-${alert.id}`,
        record_id: String(viewing.id),
        title: viewingEventTitle(
          alert.viewingEvent ?? 'booked',
          alert.memberId === posterId ? 'poster' : 'seeker',
        ),
        body: `${title}｜${whenText(viewing)}`,
        icon: PUSH_ICON,
      },
    })),
  );
}

/**
 * The bookings the viewing alerts of a page tell of, as the member reading them sees each
 * (their own booking, or one at their listing), by alert id.
 */
export async function viewingsOfAlerts(
  db: Database,
  rows: { alertId: number; viewingId: number | null; viewingEvent: ViewingEvent | null }[],
  memberId: number,
): Promise<Map<number, { event: ViewingEvent; booking: Viewing }>> {
  const ids = [...new Set(rows.flatMap((row) => (row.viewingId === null ? [] : [row.viewingId])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      viewing: viewings,
      listing: viewingListingColumns,
      posterId: listings.memberId,
    })
    .from(viewings)
    .innerJoin(listings, eq(listings.id, viewings.listingId))
    .where(inArray(viewings.id, ids));
  const byId = new Map(found.map((each) => [each.viewing.id, each]));
  const answer = new Map<number, { event: ViewingEvent; booking: Viewing }>();
  for (const row of rows) {
    const each = row.viewingId === null ? undefined : byId.get(row.viewingId);
    if (!each || !row.viewingEvent) continue;
    const role = each.posterId === memberId ? 'poster' : 'seeker';
    answer.set(row.alertId, {
      event: row.viewingEvent,
      booking: toViewing(each.viewing, each.listing, role),
    });
  }
  return answer;
}
