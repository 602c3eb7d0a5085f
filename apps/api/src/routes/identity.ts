import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { deviceIdentities } from '../db/schema/index.ts';
import { HttpError } from '../plugins/error-handler.ts';
import type { Api, ApiDeps } from './deps.ts';
import { INT32_MAX } from './schemas.ts';

interface OneIdQuery {
  local_id?: string;
  local_type?: string;
  device?: string;
  uid?: number;
  bu?: string;
  phone?: string;
}

const oneIdQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // Presence is checked in the handler, with the identity helper's own messages.
    local_id: { type: 'string', maxLength: 128, pattern: '^[A-Za-z0-9*_.:-]*$' },
    local_type: { type: 'string', maxLength: 32, pattern: '^[a-z_]*$', default: 'cookie_id' },
    device: { type: 'string', maxLength: 16, pattern: '^[a-z]*$' },
    uid: { type: 'integer', minimum: 1, maximum: INT32_MAX },
    bu: { type: 'string', enum: ['591', '100'], default: '591' },
    phone: { type: 'string', pattern: '^[0-9-]{0,16}$' },
  },
} as const;

export function registerIdentityRoutes(app: Api, { db }: ApiDeps) {
  // Behind the gateway request.ip is the visitor's address (trustProxy covers the loopback hop).
  app.get('/v1/profile/get', async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return { status: 1, data: { ip: request.ip } };
  });

  app.get<{ Querystring: OneIdQuery }>(
    '/v1/one-id/get',
    { schema: { querystring: oneIdQuery } },
    async (request, reply) => {
      const {
        local_id: localId,
        local_type: localType = 'cookie_id',
        device,
        uid,
        bu = '591',
      } = request.query;
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
      return { status: 1, data: { one_id: row!.oneId } };
    },
  );
}
