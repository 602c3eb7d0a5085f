import { IdParams, PageQuery, Visit, VisitBody, VisitPage } from '@591/contract';
import { count, desc, eq } from 'drizzle-orm';
import { newBuilds, newBuildVisits } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { NEW_BUILD_NOT_FOUND } from '../../lib/not-found-messages.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { isApprovedAs } from '../../services/professionals/professionals.ts';
import { currentMember } from '../../services/sessions.ts';
import { proveMobile } from '../../services/sms/mobile-proof.ts';
import { bookVisit } from '../../services/visit-bookings.ts';
import { VISIT_FIELD_MESSAGES, visitFields } from '../../services/visit-form.ts';
import { toVisit, visitText } from '../../services/visit-view.ts';

/** 預約賞屋: a visitor books a visit to a project's sales office; its builder reads them. */
export default async function visitRoutes(app: Api, { db, texts }: ApiDeps) {
  app.post(
    '/v1/new-builds/:id/visits',
    {
      config: { rateLimit: TIGHT_LIMITS.message, fieldMessages: VISIT_FIELD_MESSAGES },
      schema: { params: IdParams, body: VisitBody, response: { 200: Visit, 201: Visit } },
    },
    async (request, reply) => {
      const [project] = await db
        .select({
          id: newBuilds.id,
          name: newBuilds.name,
          rooms: newBuilds.rooms,
          saleStatus: newBuilds.saleStatus,
          ownerMemberId: newBuilds.ownerMemberId,
        })
        .from(newBuilds)
        .where(eq(newBuilds.id, request.params.id));
      if (!project) throw new HttpError(404, NEW_BUILD_NOT_FOUND);
      if (project.saleStatus === 'sold-out') {
        throw new HttpError(409, '這個建案已完銷，不再受理預約');
      }
      const now = new Date();
      const fields = visitFields(request.body, project.rooms, now);
      const member = await currentMember(db, request);
      await proveMobile(db, member, {
        mobile: fields.mobile,
        purpose: 'visit',
        code: request.body.code,
      });
      const { visit, repeated } = await db.transaction(async (tx) => {
        const booked = await bookVisit(tx, project, member?.id ?? null, fields, now);
        // The confirmation is queued with the booking (the same request again: no second text).
        if (!booked.repeated) {
          const text = visitText(project.name, fields.date, fields.partOfDay);
          await texts.queue(fields.mobile, text, tx);
        }
        return booked;
      });
      if (repeated) return toVisit(visit, project.name);
      return reply.status(201).send(toVisit(visit, project.name));
    },
  );

  /** The builder's inbox: the visits booked at the member's projects, newest first. */
  app.get(
    '/v1/user/visits',
    { config: { member: true }, schema: { querystring: PageQuery, response: { 200: VisitPage } } },
    async (request) => {
      const memberId = sessionOf(request).member.id;
      const { page, pageSize } = request.query;
      const mine = eq(newBuilds.ownerMemberId, memberId);
      const [rows, totals] = await Promise.all([
        db
          .select({ visit: newBuildVisits, projectName: newBuilds.name })
          .from(newBuildVisits)
          .innerJoin(newBuilds, eq(newBuilds.id, newBuildVisits.newBuildId))
          .where(mine)
          .orderBy(desc(newBuildVisits.createdAt), desc(newBuildVisits.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: count() })
          .from(newBuildVisits)
          .innerJoin(newBuilds, eq(newBuilds.id, newBuildVisits.newBuildId))
          .where(mine),
      ]);
      // Until a moderator approves the builder, a visitor's mobile is not theirs to call.
      const approved = await isApprovedAs(db, memberId, 'builder');
      return {
        total: totals[0]?.total ?? 0,
        page,
        pageSize,
        items: rows.map((row) => toVisit(row.visit, row.projectName, { maskMobile: !approved })),
      };
    },
  );
}
