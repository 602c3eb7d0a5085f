import { DataVersions, DataVersionsQuery } from '@591/contract';
import type { Api } from '../../lib/api.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { currentVersions } from '../../services/data-versions.ts';

/** Keys a page's answers may name: far more than any page's, far fewer than a scan. */
const MAX_KEYS = 50;

export default async function dataVersionRoutes(app: Api, { db }: ApiDeps) {
  app.get(
    '/v1/data-versions',
    {
      // Asked by the render service for every page it serves again: a few primary-key reads,
      // as cheap as the health check, and the render service is one address for every visitor.
      config: { rateLimit: false },
      schema: { querystring: DataVersionsQuery, response: { 200: DataVersions } },
    },
    async (request, reply) => {
      const keys = [...new Set(request.query.keys.split(',').filter(Boolean))].slice(0, MAX_KEYS);
      reply.header('Cache-Control', 'no-store');
      return { versions: await currentVersions(db, keys) };
    },
  );
}
