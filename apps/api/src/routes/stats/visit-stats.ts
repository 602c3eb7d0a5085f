import { DetailVisitBody } from '@591/contract';
import { eq, sql } from 'drizzle-orm';
import { listings } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { BEACON_BODY_LIMIT } from '../../plugins/body-limit.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';

/**
 * A detail page view, sent by the page (statistics group). Counting here rather than in the
 * detail GET keeps that GET cacheable and read-only.
 */
export default async function visitStatRoutes(app: Api, { db }: ApiDeps) {
  app.post(
    '/behavior/detail/visit',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      config: { origin: 'site', rateLimit: TIGHT_LIMITS.stat },
      schema: { body: DetailVisitBody },
    },
    async (request, reply) => {
      await db
        .update(listings)
        .set({ viewCount: sql`${listings.viewCount} + 1` })
        .where(eq(listings.id, request.body.post_id));
      return reply.status(204).send();
    },
  );
}
