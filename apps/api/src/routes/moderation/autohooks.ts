import type { FastifyInstance } from 'fastify';
import { markAreaRoutes } from '../../plugins/area-routes.ts';

/** The moderators' desk: members only (the staff guard then refuses non-moderators). */
export default async function areaMarks(area: FastifyInstance) {
  markAreaRoutes(area, { member: true });
}
