import { HealthAnswers } from '@591/contract';
import { sql } from 'drizzle-orm';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import type { Api } from '../../lib/api.ts';
import { errorBody } from '../../lib/http-errors.ts';
import type { ApiDeps } from '../../services/api-deps.ts';

export default async function healthRoutes(app: Api, { db, redis }: ApiDeps) {
  app.get(
    '/health',
    { config: { rateLimit: false }, schema: { response: HealthAnswers } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await db.execute(sql`select 1`);
        return {
          status: 'ok',
          database: 'up',
          // Reported, never a 503: without Redis an instance still serves, with its own limits,
          // and a load balancer must not take every instance out over a Redis outage.
          ...(redis && { redis: redis.status === 'ready' ? ('up' as const) : ('down' as const) }),
          uptimeSeconds: Math.round(process.uptime()),
        } as const;
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.status(503).send(errorBody(503, 'Database unavailable'));
      }
    },
  );
}
