import { ReportAnswer, ReportBody, ReportTargetAnswer, ReportTargetQuery } from '@591/contract';
import type { Api } from '../../lib/api.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import { REPORT_LIMIT } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { fileReport, reportTarget } from '../../services/reports/reports.ts';

/** 檢舉: a member reports a listing, or a message the other side wrote them. */
export default async function reportRoutes(app: Api, { db }: ApiDeps) {
  app.get(
    '/v1/user/reports/target',
    { schema: { querystring: ReportTargetQuery, response: { 200: ReportTargetAnswer } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const target = await reportTarget(db, sessionOf(request).member.id, request.query);
      return { status: 1 as const, data: target };
    },
  );

  app.post(
    '/v1/user/reports',
    {
      config: {
        rateLimit: REPORT_LIMIT,
        fieldMessages: { detail: '說明請在 200 字以內', reason: '請選擇檢舉原因' },
      },
      schema: { body: ReportBody, response: { 201: ReportAnswer } },
    },
    async (request, reply) => {
      const id = await fileReport(db, sessionOf(request).member.id, request.body, new Date());
      return reply.status(201).send({ status: 1 as const, data: { id } });
    },
  );
}
