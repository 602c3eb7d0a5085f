import { REPORT_DETAIL_MAX_CHARS, reportReasonName } from '@591/config';
import type { MemberAlert, QueuedReport, ReportQueueQuery, ResolveReportBody } from '@591/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { alerts, conversationMessages, listings, members, reports } from '../../db/schema/index.ts';
import { FieldError, HttpError } from '../../lib/http-errors.ts';
import { insertAlerts } from '../alert-rows.ts';
import { lengthOf } from '../conversations/message-text.ts';

export const REPORT_NOT_FOUND = '找不到這筆檢舉';
export const REPORT_SETTLED = '這筆檢舉已處理過了';

type ReportAlert = NonNullable<MemberAlert['report']>;

/** Open reports of each listing, as the queue counts them. */
const openOfListing = sql<number>`(
  select count(*)::int from ${reports} as open_reports
  where open_reports.listing_id = ${reports.listingId} and open_reports.status = 'open'
)`;

/** The moderators' queue: open reports oldest first (waiting longest), settled newest first. */
export async function reportQueue(db: Database, { status, page, pageSize }: ReportQueueQuery) {
  const where = eq(reports.status, status);
  const [rows, totals] = await Promise.all([
    db
      .select({
        report: reports,
        listing: {
          id: listings.id,
          section: listings.section,
          type: listings.type,
          title: listings.title,
          status: listings.status,
        },
        message: { id: conversationMessages.id, body: conversationMessages.body },
        reporter: members.realName,
        openOfListing,
      })
      .from(reports)
      .innerJoin(listings, eq(listings.id, reports.listingId))
      .innerJoin(members, eq(members.id, reports.reporterMemberId))
      .leftJoin(conversationMessages, eq(conversationMessages.id, reports.messageId))
      .where(where)
      .orderBy(
        status === 'open' ? asc(reports.createdAt) : desc(reports.resolvedAt),
        asc(reports.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  const items: QueuedReport[] = rows.map((row) => ({
    id: row.report.id,
    listing: { ...row.listing, section: row.listing.section as QueuedReport['listing']['section'] },
    message: row.report.messageId === null ? null : row.message,
    reason: row.report.reason,
    reasonName: reportReasonName(row.report.reason),
    detail: row.report.detail,
    reporter: row.reporter,
    status: row.report.status,
    createdAt: row.report.createdAt.toISOString(),
    openOfListing: row.openOfListing,
  }));
  return { items, totals };
}

/** A report alert for each member given, about the report; answers the alerts made. */
const alertReport = (
  tx: Pick<Database, 'insert'>,
  reportId: number,
  memberIds: readonly (number | null)[],
) => insertAlerts(tx, { kind: 'report', reportId }, memberIds);

export interface Resolution {
  /** Reports settled: every open one of the listing when it was hidden, else this one. */
  settled: number;
  /** The listing hidden, whose bookings are then cancelled and whose map counts change. */
  hiddenListingId: number | null;
  alertIds: number[];
}

/**
 * A moderator settles a report. `hide`: the listing leaves the site (its page answers 410 with
 * the reason), every open report of it is settled, its poster and each reporter are told.
 * `dismiss`: this report is found unfounded, and its reporter told. A report settled before
 * is refused (two moderators at once: the second is told).
 */
export async function resolveReport(
  db: Database,
  moderatorId: number,
  reportId: number,
  body: ResolveReportBody,
  now: Date,
): Promise<Resolution> {
  const [report] = await db.select().from(reports).where(eq(reports.id, reportId));
  if (!report) throw new HttpError(404, REPORT_NOT_FOUND);
  if (report.status !== 'open') throw new HttpError(409, REPORT_SETTLED);
  const settled = { resolvedAt: now, resolvedByMemberId: moderatorId };
  if (body.action === 'dismiss') {
    return db.transaction(async (tx) => {
      const [done] = await tx
        .update(reports)
        .set({ ...settled, status: 'dismissed' })
        .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
        .returning({ id: reports.id });
      if (!done) throw new HttpError(409, REPORT_SETTLED);
      const alertIds = await alertReport(tx, reportId, [report.reporterMemberId]);
      return { settled: 1, hiddenListingId: null, alertIds };
    });
  }
  const reason = body.reason?.trim() || reportReasonName(report.reason);
  if (lengthOf(reason) > REPORT_DETAIL_MAX_CHARS) {
    throw new FieldError('reason', `下架原因請在 ${REPORT_DETAIL_MAX_CHARS} 字以內`);
  }
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .update(listings)
      .set({ status: 'hidden', hiddenReason: reason, updatedAt: now })
      .where(eq(listings.id, report.listingId))
      .returning({ posterId: listings.memberId });
    const done = await tx
      .update(reports)
      .set({ ...settled, status: 'hidden' })
      .where(and(eq(reports.listingId, report.listingId), eq(reports.status, 'open')))
      .returning({ id: reports.id, reporterMemberId: reports.reporterMemberId });
    if (!done.some((each) => each.id === reportId)) throw new HttpError(409, REPORT_SETTLED);
    const alertIds = [
      ...(await alertReport(tx, reportId, [listing?.posterId ?? null])),
      ...(
        await Promise.all(done.map((each) => alertReport(tx, each.id, [each.reporterMemberId])))
      ).flat(),
    ];
    return { settled: done.length, hiddenListingId: report.listingId, alertIds };
  });
}

/** What each report alert of the page tells of, by alert id, as the member's side sees it. */
export async function reportsOfAlerts(
  db: Database,
  alertIds: number[],
  memberId: number,
): Promise<Map<number, ReportAlert>> {
  if (alertIds.length === 0) return new Map();
  const rows = await db
    .select({
      alertId: alerts.id,
      status: reports.status,
      reporterId: reports.reporterMemberId,
      listing: {
        id: listings.id,
        section: listings.section,
        type: listings.type,
        title: listings.title,
      },
      hiddenReason: listings.hiddenReason,
    })
    .from(alerts)
    .innerJoin(reports, eq(reports.id, alerts.reportId))
    .innerJoin(listings, eq(listings.id, reports.listingId))
    .where(inArray(alerts.id, alertIds));
  return new Map(
    rows.map((row) => [
      row.alertId,
      {
        role: row.reporterId === memberId ? 'reporter' : 'poster',
        status: row.status,
        listing: {
          ...row.listing,
          section: row.listing.section as ReportAlert['listing']['section'],
        },
        hiddenReason: row.status === 'hidden' ? row.hiddenReason : null,
      },
    ]),
  );
}
