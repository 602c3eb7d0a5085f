import { eq, sql } from 'drizzle-orm';
import { listings } from '../db/schema/index.ts';
import { BEACON_BODY_LIMIT } from '../plugins/body-limit.ts';
import { requireSiteOrigin } from '../plugins/origin-guard.ts';
import { TIGHT_LIMITS } from '../plugins/security.ts';
import type { Api, ApiDeps } from './deps.ts';
import { deviceValue, positiveId } from './schemas.ts';

/**
 * A detail page view, sent by the page (statistics group). Counting here rather than in the
 * detail GET keeps that GET cacheable and read-only.
 */
export function registerVisitStatRoutes(app: Api, { db, site }: ApiDeps) {
  app.post<{ Body: { post_id: number; device: string } }>(
    '/behavior/detail/visit',
    {
      preHandler: requireSiteOrigin(site),
      bodyLimit: BEACON_BODY_LIMIT,
      config: { rateLimit: TIGHT_LIMITS.stat },
      schema: {
        body: {
          type: 'object',
          required: ['post_id', 'device'],
          additionalProperties: false,
          properties: {
            post_id: positiveId,
            type: { type: 'integer', enum: [1, 2, 6] },
            device: deviceValue,
          },
        },
      },
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
