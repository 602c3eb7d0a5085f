import type { FastifyInstance } from 'fastify';
import { markAreaRoutes } from '../../../plugins/area-routes.ts';

/** The news desk: members only (the editor guard then refuses non-editors). */
export default async function areaMarks(area: FastifyInstance) {
  markAreaRoutes(area, { member: true });
}
