import { RECOMMENDATION_GROUPS } from '@591/config';
import { RecommendReport } from '@591/contract';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import { recommendationReports } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { BEACON_BODY_LIMIT, limitDeclaredBody } from '../../plugins/body-limit.ts';
import { replyWithError } from '../../plugins/error-handler.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { currentMember } from '../../services/sessions.ts';

const COUNT_MAX = 10_000;

/** Requests that got past parsing and validation: errors after that are the server's. */
const reachedHandler = new WeakSet<FastifyRequest>();

function parseGroup(name: string, value: string) {
  let group: unknown;
  try {
    group = JSON.parse(value);
  } catch {
    throw new HttpError(400, `body/${name} must be JSON {exposures, clicks, click_count}`);
  }
  const counts = group as Record<string, unknown>;
  const fields = ['exposures', 'clicks', 'click_count'] as const;
  const valid =
    typeof group === 'object' &&
    group !== null &&
    fields.every(
      (field) =>
        Number.isInteger(counts[field]) &&
        (counts[field] as number) >= 0 &&
        (counts[field] as number) <= COUNT_MAX,
    );
  if (!valid)
    throw new HttpError(
      400,
      `body/${name} must hold whole numbers exposures, clicks and click_count`,
    );
  return {
    exposures: counts.exposures as number,
    clicks: counts.clicks as number,
    clickCount: counts.click_count as number,
  };
}

/**
 * The detail page's beacon on leave: multipart form fields (navigator.sendBeacon with FormData).
 * Registered in its own scope so only this route parses multipart.
 */
export default async function recommendReportRoutes(app: Api, { db }: ApiDeps) {
  await app.register(async (scope: Api) => {
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fields: 12, fieldSize: 1024, files: 0, parts: 12 },
    });
    // Busboy's own errors (a cut-off or malformed form) carry no status: they are the client's.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const malformed = error.statusCode === undefined && !reachedHandler.has(request);
      return replyWithError(
        malformed ? new HttpError(400, 'Request body is not a valid multipart form') : error,
        request,
        reply,
      );
    });
    scope.addHook('preHandler', async (request) => {
      reachedHandler.add(request);
    });
    scope.post(
      '/home/detail/recommend/report',
      {
        onRequest: limitDeclaredBody(BEACON_BODY_LIMIT),
        bodyLimit: BEACON_BODY_LIMIT,
        config: { origin: 'site', rateLimit: TIGHT_LIMITS.beacon },
        schema: { body: RecommendReport },
      },
      async (request, reply) => {
        const body = request.body;
        const groups = RECOMMENDATION_GROUPS.map((name) => ({
          name,
          ...parseGroup(name, body[name]),
        }));
        const member = await currentMember(db, request);
        await db.insert(recommendationReports).values(
          groups.map((group) => ({
            listingId: body.post_id,
            listingType: body.type,
            groupName: group.name,
            exposures: group.exposures,
            clicks: group.clicks,
            clickCount: group.clickCount,
            device: body.device,
            deviceId: body.deviceid,
            memberId: member?.id ?? null,
          })),
        );
        return reply.status(204).send();
      },
    );
  });
}
