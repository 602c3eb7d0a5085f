import { listingDetailUrl, priceUnitOf, type Section, savedSearchUrl } from '@591/config';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { SiteConfig } from '../config/site.ts';
import type { Database } from '../db/client.ts';
import {
  alerts,
  type ListingAlertKind,
  listings,
  priceChanges,
  pushTokens,
  savedSearches,
} from '../db/schema/index.ts';
import { groupBy } from '../lib/group-by.ts';
import type { PushData, PushSender } from './push-sender.ts';

/** The alerts pushed here: those about a listing (the others push their own way). */
const LISTING_ALERT_KINDS: ListingAlertKind[] = ['search', 'price_drop', 'closed'];

/** Message kinds, as `cate` tells the site's service worker. */
export const ALERT_PUSH_CATE = { search: '2', price_drop: '3', closed: '4', digest: '5' } as const;
/** The worker serves this on every origin it runs on. */
const PUSH_ICON = '/push/default-icon.png';
/** A digest names its first few listings as buttons; the browser shows one or two. */
const DIGEST_SUB_ITEMS = 5;

const alertColumns = {
  id: alerts.id,
  // Inner-joined to its listing below: never an entrust or visit alert, which have none.
  kind: sql<ListingAlertKind>`${alerts.kind}`,
  memberId: alerts.memberId,
  listingId: listings.id,
  section: listings.section,
  type: listings.type,
  title: listings.title,
  price: listings.price,
  searchId: savedSearches.id,
  searchName: savedSearches.name,
  searchListPath: savedSearches.listPath,
  delivery: savedSearches.delivery,
  oldPrice: priceChanges.oldPrice,
};

/** Alerts with what their push says: the listing, the search, the old price. */
function alertRows(db: Database, which: SQL) {
  return db
    .select(alertColumns)
    .from(alerts)
    .innerJoin(listings, eq(listings.id, alerts.listingId))
    .leftJoin(savedSearches, eq(savedSearches.id, alerts.savedSearchId))
    .leftJoin(priceChanges, eq(priceChanges.id, alerts.priceChangeId))
    .where(which)
    .orderBy(alerts.savedSearchId, desc(alerts.createdAt));
}
type AlertRow = Awaited<ReturnType<typeof alertRows>>[number];

function priceText(row: Pick<AlertRow, 'price' | 'type'>): string {
  return `${row.price.toLocaleString('zh-TW')} ${priceUnitOf(row.type)}`;
}

function listingLink(row: AlertRow, site: SiteConfig): string {
  return listingDetailUrl(
    { section: row.section as Section, id: row.listingId, type: row.type },
    site.site,
  );
}

/** One alert as a push: what happened in the title, the listing in the body, a link to it. */
export function alertPush(row: AlertRow, site: SiteConfig): PushData {
  const titles = {
    search: `訂閱「${row.searchName}」有新物件`,
    price_drop: `收藏的物件降價了：${row.oldPrice?.toLocaleString('zh-TW')} → ${priceText(row)}`,
    closed: '收藏的物件已成交',
  };
  return {
    cate: ALERT_PUSH_CATE[row.kind],
    link_url: listingLink(row, site),
    push_id: `alert-${row.id}`,
    record_id: String(row.listingId),
    title: titles[row.kind],
    body: `${row.title}｜${priceText(row)}`,
    icon: PUSH_ICON,
  };
}

/** A day's new listings of one search in one push: it opens the search's results. */
export function digestPush(rows: AlertRow[], site: SiteConfig): PushData {
  const [first] = rows as [AlertRow];
  const subItems = rows.slice(0, DIGEST_SUB_ITEMS).map((row) => ({
    cate: ALERT_PUSH_CATE.search,
    title: row.title,
    push_id: `alert-${row.id}`,
    record_id: String(row.listingId),
  }));
  return {
    cate: ALERT_PUSH_CATE.digest,
    link_url: savedSearchUrl(
      { id: first.searchId!, section: first.section as Section, listPath: first.searchListPath! },
      site.site,
    ),
    push_id: `digest-${first.searchId}-${first.id}`,
    record_id: String(first.searchId),
    title: `訂閱「${first.searchName}」今天有 ${rows.length} 個新物件`,
    body: rows
      .slice(0, 3)
      .map((row) => row.title)
      .join('、'),
    icon: PUSH_ICON,
    data: JSON.stringify(subItems),
  };
}

/** The browsers each member allowed pushes in. */
async function tokensOf(db: Database, memberIds: number[]): Promise<Map<number, string[]>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: pushTokens.memberId, token: pushTokens.fcmToken })
    .from(pushTokens)
    .where(inArray(pushTokens.memberId, [...new Set(memberIds)]));
  const tokens = new Map<number, string[]>();
  for (const row of rows) {
    if (row.memberId === null) continue;
    tokens.set(row.memberId, [...(tokens.get(row.memberId) ?? []), row.token]);
  }
  return tokens;
}

/**
 * Sends each message to its member's browsers, forgets the tokens the provider dropped, and
 * marks each message's alerts sent as it goes: when the provider fails midway this throws, and
 * the retried job sends only what is left. Answers the pushes sent.
 */
export async function deliver(
  db: Database,
  sender: PushSender,
  messages: { memberId: number; alertIds: number[]; data: PushData }[],
): Promise<number> {
  const tokens = await tokensOf(
    db,
    messages.map((message) => message.memberId),
  );
  let sent = 0;
  for (const message of messages) {
    const own = tokens.get(message.memberId);
    if (own) {
      const { staleTokens } = await sender.send(own, message.data);
      if (staleTokens.length > 0) {
        await db.delete(pushTokens).where(inArray(pushTokens.fcmToken, staleTokens));
      }
      sent += 1;
    }
    if (message.alertIds.length > 0) {
      await db
        .update(alerts)
        .set({ sentAt: new Date() })
        .where(and(inArray(alerts.id, message.alertIds), isNull(alerts.sentAt)));
    }
  }
  return sent;
}

/**
 * Pushes the alerts given that are still unsent, except those of searches the member asked
 * to have once a day. Answers the pushes sent.
 */
export async function pushAlerts(
  db: Database,
  sender: PushSender,
  site: SiteConfig,
  alertIds: number[],
): Promise<number> {
  if (alertIds.length === 0) return 0;
  const rows = await alertRows(
    db,
    and(
      inArray(alerts.id, alertIds),
      inArray(alerts.kind, LISTING_ALERT_KINDS),
      isNull(alerts.sentAt),
    )!,
  );
  const instant = rows.filter((row) => row.delivery !== 'daily');
  return deliver(
    db,
    sender,
    instant.map((row) => ({
      memberId: row.memberId,
      alertIds: [row.id],
      data: alertPush(row, site),
    })),
  );
}

/** The daily digest: one push per search kept to a daily delivery, of its unsent alerts. */
export async function pushDigests(
  db: Database,
  sender: PushSender,
  site: SiteConfig,
): Promise<number> {
  const rows = await alertRows(
    db,
    and(isNull(alerts.sentAt), eq(savedSearches.delivery, 'daily'))!,
  );
  const bySearch = [...groupBy(rows, (row) => row.searchId).values()];
  return deliver(
    db,
    sender,
    bySearch.map((searchRows) => ({
      memberId: searchRows[0]!.memberId,
      alertIds: searchRows.map((row) => row.id),
      data: digestPush(searchRows, site),
    })),
  );
}
