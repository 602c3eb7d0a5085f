import type { FastifyInstance } from 'fastify';
import { markAreaRoutes } from '../../plugins/area-routes.ts';

/** The member's own pages (posting below too): members only; every write refuses foreign origins. */
export default async function areaMarks(area: FastifyInstance) {
  markAreaRoutes(area, { member: true });
}
