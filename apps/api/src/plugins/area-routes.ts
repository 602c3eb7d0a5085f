import type { FastifyInstance } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What an area's autohooks.ts says of every route in its folder (and the folders below): each
 * write refuses foreign origins, and in a members' area each route is a member route. A route
 * that says otherwise in its own `config` keeps what it says. The member and origin guards read
 * these marks.
 */
export function markAreaRoutes(area: FastifyInstance, marks: { member: boolean }): void {
  area.addHook('onRoute', (route) => {
    const writes = [route.method].flat().some((method) => STATE_CHANGING.has(method));
    route.config = {
      ...(marks.member ? { member: true } : {}),
      ...(writes ? { origin: 'refuse' as const } : {}),
      ...route.config,
    };
  });
}
