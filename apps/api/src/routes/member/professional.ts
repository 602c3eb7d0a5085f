import { PROFESSIONAL_FIELD_MESSAGES } from '@591/config';
import { ProfessionalAnswer, ProfessionalBody } from '@591/contract';
import type { Api } from '../../lib/api.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { professionalFields } from '../../services/professionals/professional-form.ts';
import { toProfessional } from '../../services/professionals/professional-view.ts';
import { applyAsProfessional, professionalOf } from '../../services/professionals/professionals.ts';

/** 專業認證: a member's own application as a broker or builder, and where it stands. */
export default async function professionalRoutes(app: Api, { db }: ApiDeps) {
  app.get(
    '/v1/user/professional',
    { schema: { response: { 200: ProfessionalAnswer } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const row = await professionalOf(db, sessionOf(request).member.id);
      return { status: 1 as const, data: row && toProfessional(row) };
    },
  );

  app.post(
    '/v1/user/professional',
    {
      schema: { body: ProfessionalBody, response: { 200: ProfessionalAnswer } },
      config: { fieldMessages: PROFESSIONAL_FIELD_MESSAGES },
    },
    async (request) => {
      const fields = professionalFields(request.body);
      const row = await applyAsProfessional(db, sessionOf(request).member.id, fields);
      return { status: 1 as const, data: toProfessional(row) };
    },
  );
}
