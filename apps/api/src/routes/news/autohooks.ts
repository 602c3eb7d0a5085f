import type { FastifyInstance } from 'fastify';
import { markAreaRoutes } from '../../plugins/area-routes.ts';

/** Open to visitors; every write refuses foreign origins. */
export default async function areaMarks(area: FastifyInstance) {
  markAreaRoutes(area, { member: false });
}
