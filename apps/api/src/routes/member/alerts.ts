import { accountEventName } from '@591/config';
import { AlertPage, AlertsRead, PageQuery, ReadAlerts, UnreadAlerts } from '@591/contract';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AlertKind,
  alerts,
  communities,
  entrustOffers,
  listings,
  newBuilds,
  newBuildVisits,
  priceChanges,
  savedSearches,
} from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { pagedAnswer } from '../../lib/paged-answer.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { messagesOfAlerts } from '../../services/conversations/conversation-alerts.ts';
import { unreadCounts } from '../../services/conversations/conversation-view.ts';
import { acceptedEntrusts } from '../../services/entrust-brokers.ts';
import { type CardRow, cardColumns, communityJoin } from '../../services/listing-columns.ts';
import { toCard } from '../../services/listing-view.ts';
import { toNewBuildSummary } from '../../services/new-build-view.ts';
import { isApprovedAs } from '../../services/professionals/professionals.ts';
import { reportsOfAlerts } from '../../services/reports/moderation.ts';
import { viewingsOfAlerts } from '../../services/viewings/viewing-alerts.ts';
import { toVisit } from '../../services/visit-view.ts';

/** The project a new_build alert tells of: new_builds a second time, apart from a visit's. */
const alertProjects = alias(newBuilds, 'alert_projects');

/** 通知中心: what the member was told of, newest first, and what they have not read. */
export default async function alertRoutes(app: Api, { db, site, catalog }: ApiDeps) {
  const view = { catalog, apiOrigin: site.apiOrigin };

  app.get(
    '/v1/user/alerts',
    { schema: { querystring: PageQuery, response: { 200: AlertPage } } },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const { page, pageSize } = request.query;
      const mine = eq(alerts.memberId, memberId);
      const [rows, totals] = await Promise.all([
        db
          .select({
            ...cardColumns,
            alertId: alerts.id,
            alertKind: alerts.kind,
            alertAt: alerts.createdAt,
            readAt: alerts.readAt,
            searchId: savedSearches.id,
            searchName: savedSearches.name,
            searchListPath: savedSearches.listPath,
            oldPrice: priceChanges.oldPrice,
            newPrice: priceChanges.newPrice,
            entrustId: entrustOffers.entrustId,
            entrustBrokerId: entrustOffers.brokerId,
            visit: newBuildVisits,
            visitProjectName: newBuilds.name,
            visitBuilderId: newBuilds.ownerMemberId,
            viewingId: alerts.viewingId,
            viewingEvent: alerts.viewingEvent,
            newBuild: alertProjects,
            accountEvent: alerts.accountEvent,
          })
          .from(alerts)
          .leftJoin(listings, eq(listings.id, alerts.listingId))
          .leftJoin(communities, communityJoin)
          .leftJoin(savedSearches, eq(savedSearches.id, alerts.savedSearchId))
          .leftJoin(priceChanges, eq(priceChanges.id, alerts.priceChangeId))
          .leftJoin(entrustOffers, eq(entrustOffers.id, alerts.entrustOfferId))
          .leftJoin(newBuildVisits, eq(newBuildVisits.id, alerts.visitId))
          .leftJoin(newBuilds, eq(newBuilds.id, newBuildVisits.newBuildId))
          .leftJoin(alertProjects, eq(alertProjects.id, alerts.newBuildId))
          .where(mine)
          .orderBy(desc(alerts.createdAt), desc(alerts.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(alerts).where(mine),
      ]);
      const entrusts = await acceptedEntrusts(
        db,
        rows.flatMap((row) => (row.entrustId === null ? [] : [row.entrustId])),
      );
      const viewingAlerts = await viewingsOfAlerts(db, rows, memberId);
      const alertIdsOf = (kind: AlertKind) =>
        rows.filter((row) => row.alertKind === kind).map((row) => row.alertId);
      const messageAlerts = await messagesOfAlerts(db, alertIdsOf('message'), memberId);
      // A visit alert to a builder not yet approved shows the visitor's mobile masked.
      const approvedBuilder = rows.some((row) => row.visitBuilderId === memberId)
        ? await isApprovedAs(db, memberId, 'builder')
        : false;
      const reportAlerts = await reportsOfAlerts(db, alertIdsOf('report'), memberId);
      return pagedAnswer(
        request.query,
        totals,
        rows.map((row) => ({
          id: row.alertId,
          kind: row.alertKind,
          at: row.alertAt.toISOString(),
          read: row.readAt !== null,
          search:
            row.searchId === null
              ? null
              : // Columns of a joined row: null only when there is no row.
                { id: row.searchId, name: row.searchName!, listPath: row.searchListPath! },
          priceChange:
            row.oldPrice === null ? null : { oldPrice: row.oldPrice, newPrice: row.newPrice! },
          // Left-joined: an entrust or visit alert has no listing, so its card columns are null.
          listing: row.id === null ? null : toCard(row as unknown as CardRow, view),
          entrust:
            row.entrustId === null
              ? null
              : (entrusts.get(`${row.entrustId}:${row.entrustBrokerId}`) ?? null),
          visit:
            row.visit === null
              ? null
              : {
                  ...toVisit(row.visit, row.visitProjectName!, {
                    maskMobile: row.visitBuilderId === memberId && !approvedBuilder,
                  }),
                  forBuilder: row.visitBuilderId === memberId,
                },
          viewing: viewingAlerts.get(row.alertId) ?? null,
          newBuild: row.newBuild === null ? null : toNewBuildSummary(row.newBuild, view),
          message: messageAlerts.get(row.alertId) ?? null,
          report: reportAlerts.get(row.alertId) ?? null,
          account:
            row.accountEvent === null
              ? null
              : { event: row.accountEvent, text: accountEventName(row.accountEvent) },
        })),
      );
    },
  );

  app.get(
    '/v1/user/alerts/unread',
    { schema: { response: { 200: UnreadAlerts } } },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const [[row], conversations] = await Promise.all([
        db
          .select({ unread: count() })
          .from(alerts)
          .where(and(eq(alerts.memberId, memberId), isNull(alerts.readAt))),
        unreadCounts(db, memberId),
      ]);
      return { status: 1 as const, data: { unread: row?.unread ?? 0, conversations } };
    },
  );

  /** Marks the alerts given as read, or every one when none is given. */
  app.post(
    '/v1/user/alerts/read',
    {
      schema: { body: ReadAlerts, response: { 200: AlertsRead } },
    },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const { ids } = request.body;
      const marked = await db
        .update(alerts)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(alerts.memberId, memberId),
            isNull(alerts.readAt),
            ids ? inArray(alerts.id, ids) : undefined,
          ),
        )
        .returning({ id: alerts.id });
      return { status: 1 as const, data: { read: marked.length } };
    },
  );
}
