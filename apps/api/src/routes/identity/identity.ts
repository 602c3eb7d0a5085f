import { randomUUID } from 'node:crypto';
import { OneIdAnswer, OneIdQuery, ProfileAnswer } from '@591/contract';
import { eq, sql } from 'drizzle-orm';
import { deviceIdentities } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { ApiDeps } from '../../services/api-deps.ts';

export default async function identityRoutes(app: Api, { db }: ApiDeps) {
  // Behind the gateway request.ip is the visitor's address (trustProxy covers the loopback hop).
  app.get(
    '/v1/profile/get',
    { schema: { response: { 200: ProfileAnswer } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { status: 1 as const, data: { ip: request.ip } };
    },
  );

  app.get(
    '/v1/one-id/get',
    { schema: { querystring: OneIdQuery, response: { 200: OneIdAnswer } } },
    async (request, reply) => {
      const { local_id: localId, local_type: localType, device, uid, bu } = request.query;
      if (!localId) throw new HttpError(400, 'Missing localId, please provide.');
      if (!device) throw new HttpError(400, 'Missing device, please provide.');
      // A member seen on another browser keeps one one-id across them.
      const [known] = uid
        ? await db
            .select({ oneId: deviceIdentities.oneId })
            .from(deviceIdentities)
            .where(eq(deviceIdentities.uid, uid))
            .limit(1)
        : [];
      const [row] = await db
        .insert(deviceIdentities)
        .values({
          localId,
          localType,
          oneId: known?.oneId ?? randomUUID().replaceAll('-', ''),
          device,
          bu,
          uid,
        })
        .onConflictDoUpdate({
          target: deviceIdentities.localId,
          set: {
            lastSeenAt: sql`now()`,
            uid: sql`coalesce(excluded.uid, ${deviceIdentities.uid})`,
          },
        })
        .returning({ oneId: deviceIdentities.oneId });
      reply.header('Cache-Control', 'private, no-store');
      return { status: 1 as const, data: { one_id: row!.oneId } };
    },
  );
}
