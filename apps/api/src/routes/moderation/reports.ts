import { MODERATOR_ROLE } from '@591/config';
import {
  IdParams,
  ReportQueueAnswer,
  ReportQueueQuery,
  ResolveReportAnswer,
  ResolveReportBody,
} from '@591/contract';
import type { Api } from '../../lib/api.ts';
import { pagedAnswer } from '../../lib/paged-answer.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import { guardStaffScope } from '../../plugins/staff-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { recountListings } from '../../services/map-cells/cell-upkeep.ts';
import { reportQueue, resolveReport } from '../../services/reports/moderation.ts';
import { cancelViewingsOnClose } from '../../services/viewings/viewings-of-closed-listing.ts';

export const NOT_A_MODERATOR = '只有審核人員可以處理檢舉';

/** 檢舉處理: the queue of reports, and a moderator's decision on one. */
export default async function moderationRoutes(app: Api, { db, texts, alertPushes }: ApiDeps) {
  await app.register(async (scope: Api) => {
    guardStaffScope(scope, MODERATOR_ROLE, NOT_A_MODERATOR);

    scope.get(
      '/v1/moderation/reports',
      { schema: { querystring: ReportQueueQuery, response: { 200: ReportQueueAnswer } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { items, totals } = await reportQueue(db, request.query);
        return pagedAnswer(request.query, totals, items);
      },
    );

    scope.post(
      '/v1/moderation/reports/:id',
      {
        schema: {
          params: IdParams,
          body: ResolveReportBody,
          response: { 200: ResolveReportAnswer },
        },
      },
      async (request) => {
        const now = new Date();
        // The decision and its pushes are saved together, or not at all.
        const resolution = await db.transaction(async (tx) => {
          const made = await resolveReport(
            tx,
            sessionOf(request).member.id,
            request.params.id,
            request.body,
            now,
          );
          await alertPushes.queue(made.alertIds, tx);
          return made;
        });
        if (resolution.hiddenListingId !== null) {
          // Out of search and off the map; its bookings ahead are cancelled, their seekers told.
          await recountListings(db, [resolution.hiddenListingId]);
          await cancelViewingsOnClose(
            { db, texts, alertPushes },
            resolution.hiddenListingId,
            now,
            '物件已下架',
          );
        }
        return { status: 1 as const, data: { settled: resolution.settled } };
      },
    );
  });
}
