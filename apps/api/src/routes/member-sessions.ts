import type { FastifyInstance } from 'fastify';
import { refuseForeignOrigin } from '../plugins/origin-guard.ts';
import { endMemberSessions, listMemberSessions } from '../services/sessions.ts';
import type { ApiDeps } from './deps.ts';
import { requireMember } from './require-member.ts';

/** Where the member is logged in, so a forgotten or stolen device can be logged out. */
export function registerMemberSessionRoutes(app: FastifyInstance, { db, site }: ApiDeps) {
  app.get('/v1/user/sessions', async (request, reply) => {
    const session = await requireMember(db, request, reply);
    const items = await listMemberSessions(db, session);
    return {
      status: 1,
      data: {
        items: items.map((item) => ({
          ...item,
          createdAt: item.createdAt.toISOString(),
          lastSeenAt: item.lastSeenAt.toISOString(),
        })),
      },
    };
  });

  app.post(
    '/v1/user/sessions/logout-others',
    { preHandler: refuseForeignOrigin(site) },
    async (request, reply) => {
      const session = await requireMember(db, request, reply);
      const ended = await endMemberSessions(db, session.member.id, session);
      return { status: 1, data: { ended } };
    },
  );
}
