import { EndedSessionsAnswer, MemberSessionsAnswer } from '@591/contract';
import type { Api } from '../../lib/api.ts';
import { sessionOf } from '../../plugins/member-guard.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { endMemberSessions, listMemberSessions } from '../../services/sessions.ts';

/** Where the member is logged in, so a forgotten or stolen device can be logged out. */
export default async function memberSessionRoutes(app: Api, { db }: ApiDeps) {
  app.get(
    '/v1/user/sessions',
    { schema: { response: { 200: MemberSessionsAnswer } } },
    async (request) => {
      const session = sessionOf(request);
      const items = await listMemberSessions(db, session);
      return {
        status: 1 as const,
        data: {
          items: items.map((item) => ({
            ...item,
            createdAt: item.createdAt.toISOString(),
            lastSeenAt: item.lastSeenAt.toISOString(),
          })),
        },
      };
    },
  );

  app.post(
    '/v1/user/sessions/logout-others',
    {
      schema: { response: { 200: EndedSessionsAnswer } },
    },
    async (request) => {
      const session = sessionOf(request);
      const ended = await endMemberSessions(db, session.member.id, session);
      return { status: 1 as const, data: { ended } };
    },
  );
}
