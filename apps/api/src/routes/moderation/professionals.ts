import {
  MODERATOR_ROLE,
  PROFESSIONAL_FIELD_MESSAGES,
  PROFESSIONAL_TEXT_MAX_CHARS,
} from '@591/config';
import {
  DecideProfessionalBody,
  IdParams,
  ProfessionalAnswer,
  ProfessionalQueueAnswer,
  ProfessionalQueueQuery,
} from '@591/contract';
import type { Api } from '../../lib/api.ts';
import { FieldError } from '../../lib/http-errors.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import { guardStaffScope } from '../../plugins/staff-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { toProfessional } from '../../services/professionals/professional-view.ts';
import {
  decideProfessional,
  professionalsOfStatus,
} from '../../services/professionals/professionals.ts';

export const NOT_A_REVIEWER = '只有審核人員可以審核專業認證';

/** 專業認證審核: the applications waiting, and a moderator's decision on one, with its reason. */
export default async function professionalModerationRoutes(app: Api, { db }: ApiDeps) {
  await app.register(async (scope: Api) => {
    guardStaffScope(scope, MODERATOR_ROLE, NOT_A_REVIEWER);

    scope.get(
      '/v1/moderation/professionals',
      {
        schema: { querystring: ProfessionalQueueQuery, response: { 200: ProfessionalQueueAnswer } },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const rows = await professionalsOfStatus(db, request.query.status);
        return {
          status: 1 as const,
          data: rows.map((row) => ({
            ...toProfessional(row.professional),
            memberId: row.professional.memberId,
            realName: row.realName,
            mobile: row.mobile,
          })),
        };
      },
    );

    scope.post(
      '/v1/moderation/professionals/:id',
      {
        schema: {
          params: IdParams,
          body: DecideProfessionalBody,
          response: { 200: ProfessionalAnswer },
        },
        config: { fieldMessages: { reason: PROFESSIONAL_FIELD_MESSAGES.reason } },
      },
      async (request) => {
        const reason = request.body.reason.trim();
        if (reason === '' || [...reason].length > PROFESSIONAL_TEXT_MAX_CHARS.reason) {
          throw new FieldError('reason', PROFESSIONAL_FIELD_MESSAGES.reason);
        }
        const row = await decideProfessional(db, sessionOf(request).member.id, request.params.id, {
          status: request.body.status,
          reason,
        });
        return { status: 1 as const, data: toProfessional(row) };
      },
    );
  });
}
