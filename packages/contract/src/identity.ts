/** Who the visitor is (the one-id and profile calls), push tokens and the statistics beacons. */
import { LISTING_TYPE_IDS } from '@591/config';
import { type Static, Type } from 'typebox';
import { Envelope, INT32_MAX, OneOf, PositiveId, Shape } from './common.ts';
import { Device } from './site.ts';

/** GET /v1/profile/get: the visitor's address as the API sees it. */
export const ProfileAnswer = Envelope(Shape({ ip: Type.String() }));
export type ProfileAnswer = Static<typeof ProfileAnswer>;

/**
 * GET /v1/one-id/get: a browser-local id exchanged for the cross-product device id. A missing
 * local_id or device is refused by the API with the identity helper's own messages.
 */
export const OneIdQuery = Shape({
  local_id: Type.Optional(Type.String({ maxLength: 128, pattern: '^[A-Za-z0-9*_.:-]*$' })),
  local_type: Type.String({ maxLength: 32, pattern: '^[a-z_]*$', default: 'cookie_id' }),
  device: Type.Optional(Type.String({ maxLength: 16, pattern: '^[a-z]*$' })),
  /** The logged-in member: their browsers share one one-id. */
  uid: Type.Optional(Type.Integer({ minimum: 1, maximum: INT32_MAX })),
  /** Business unit. */
  bu: OneOf(['591', '100'], { default: '591' }),
  phone: Type.Optional(Type.String({ pattern: '^[0-9-]{0,16}$' })),
});
export type OneIdQuery = Static<typeof OneIdQuery>;

/** 32 lowercase hex digits. */
export const OneIdAnswer = Envelope(Shape({ one_id: Type.String() }));
export type OneIdAnswer = Static<typeof OneIdAnswer>;

/** The `device` header of a push token's registration; other headers pass. */
export const DeviceHeaders = Type.Object({ device: Device });
export type DeviceHeaders = Static<typeof DeviceHeaders>;

/** POST /v1/user/privacy: a browser's FCM token, kept for the logged-in member if any. */
export const PushTokenBody = Shape({
  fcm_token: Type.String({ minLength: 20, maxLength: 4096, pattern: '^[A-Za-z0-9_:.-]+$' }),
});
export type PushTokenBody = Static<typeof PushTokenBody>;

/**
 * POST /push/fcm/batch-stat: `data` is a JSON array, as a string, of 1 to 100 reach items
 * `{ id, record_id, action: "reach" }`; the API parses and checks it.
 */
export const ReachStatBody = Shape({
  data: Type.String({ minLength: 2, maxLength: 60_000 }),
  device: Device,
});
export type ReachStatBody = Static<typeof ReachStatBody>;

/** How many reach items were recorded. */
export const ReachStatAnswer = Envelope(Shape({ received: Type.Integer() }));
export type ReachStatAnswer = Static<typeof ReachStatAnswer>;

/** POST /behavior/detail/visit: one view of a detail page, answered 204. */
export const DetailVisitBody = Shape({
  post_id: PositiveId,
  /** 1 rent, 2 sale, 6 shop transfer. */
  type: Type.Optional(OneOf(LISTING_TYPE_IDS)),
  device: Device,
});
export type DetailVisitBody = Static<typeof DetailVisitBody>;
