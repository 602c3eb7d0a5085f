import { DeviceHeaders, Done, PushTokenBody, ReachStatAnswer, ReachStatBody } from '@591/contract';
import { pushReachEvents } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { BEACON_BODY_LIMIT } from '../../plugins/body-limit.ts';
import { TIGHT_LIMITS } from '../../plugins/security.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { keepPushToken } from '../../services/push-tokens.ts';
import { currentMember } from '../../services/sessions.ts';

const MAX_REACH_ITEMS = 100;

interface ReachItem {
  id: string | number;
  record_id: string | number;
  action: string;
}

/** The batch-stat body carries its items as a JSON string; anything else in it is refused. */
export function parseReachItems(data: string): ReachItem[] {
  let items: unknown;
  try {
    items = JSON.parse(data);
  } catch {
    throw new HttpError(400, 'body/data must be a JSON array of reach items');
  }
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_REACH_ITEMS) {
    throw new HttpError(400, `body/data must hold 1 to ${MAX_REACH_ITEMS} reach items`);
  }
  const idValue = (value: unknown) =>
    (typeof value === 'string' && /^[\w-]{1,64}$/.test(value)) ||
    (Number.isSafeInteger(value) && (value as number) >= 0);
  items.forEach((item, index) => {
    const valid =
      typeof item === 'object' &&
      item !== null &&
      idValue(item.id) &&
      idValue(item.record_id) &&
      item.action === 'reach';
    if (!valid)
      throw new HttpError(400, `body/data item ${index} must be {id, record_id, action: "reach"}`);
  });
  return items as ReachItem[];
}

export default async function pushRoutes(app: Api, { db }: ApiDeps) {
  app.post(
    '/v1/user/privacy',
    {
      config: { rateLimit: TIGHT_LIMITS.stat },
      schema: { headers: DeviceHeaders, body: PushTokenBody, response: { 200: Done } },
    },
    async (request) => {
      const member = await currentMember(db, request);
      const device = request.headers.device;
      const token = request.body.fcm_token;
      await keepPushToken(db, { token, memberId: member?.id ?? null, device });
      return { status: 1 as const };
    },
  );

  app.post(
    '/push/fcm/batch-stat',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      config: { origin: 'site', rateLimit: TIGHT_LIMITS.stat },
      schema: { body: ReachStatBody, response: { 200: ReachStatAnswer } },
    },
    async (request) => {
      const items = parseReachItems(request.body.data);
      const member = await currentMember(db, request);
      await db.insert(pushReachEvents).values(
        items.map((item) => ({
          pushId: String(item.id),
          recordId: String(item.record_id),
          action: item.action,
          device: request.body.device,
          memberId: member?.id ?? null,
        })),
      );
      return { status: 1 as const, data: { received: items.length } };
    },
  );
}
