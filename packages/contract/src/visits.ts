/**
 * One-time SMS codes and 預約賞屋 (a visit to a new build's sales office): a visitor confirms
 * their mobile with a code; a member booking with their own number needs none.
 */
import { VISIT_PARTS_OF_DAY } from '@591/config';
import { type Static, Type } from 'typebox';
import { IsoTime, Nullable, OneOf, OneOfIds, Page, Shape } from './common.ts';

/**
 * What a code confirms: a 預約賞屋, a 預約看屋, a message, a registration, a log-in after
 * repeated failures, a password reset (忘記密碼), a change of mobile. Each purpose counts its own sends, and a
 * mobile's sends of every purpose together are capped too.
 */
export const SmsPurpose = OneOf([
  'visit',
  'viewing',
  'message',
  'register',
  'login',
  'reset',
  'mobile',
]);
export type SmsPurpose = Static<typeof SmsPurpose>;

/** POST /v1/sms/codes: send a 6-digit code to a mobile (refused in words, with `field`). */
export const SmsCodeBody = Shape({
  mobile: Type.String({ maxLength: 20 }),
  purpose: SmsPurpose,
});
export type SmsCodeBody = Static<typeof SmsCodeBody>;

export const SmsCodeSent = Shape({
  status: Type.Literal(1),
  /** Seconds before another code may be asked for this mobile. */
  resendAfter: Type.Integer(),
  /** Seconds the code is good for. */
  expiresIn: Type.Integer(),
});
export type SmsCodeSent = Static<typeof SmsCodeSent>;

/**
 * POST /v1/new-builds/:id/visits: the form's values as typed; the API checks each and answers
 * a refusal in words with the field to correct (name, mobile, date, partOfDay, rooms, consent,
 * code).
 */
export const VisitBody = Shape({
  name: Type.String({ maxLength: 40 }),
  mobile: Type.String({ maxLength: 20 }),
  /** YYYY-MM-DD, from tomorrow to 60 days ahead. */
  date: Type.String({ maxLength: 10 }),
  partOfDay: Type.String({ maxLength: 10 }),
  /** The room count of the room type wanted (one of the project's), or empty for any. */
  rooms: Type.Optional(Type.String({ maxLength: 2 })),
  /** Agrees to the privacy statement. */
  consent: Type.Boolean(),
  /** The SMS code sent to the mobile; not needed for a member's own mobile. */
  code: Type.Optional(Type.String({ maxLength: 10 })),
});
export type VisitBody = Static<typeof VisitBody>;

export const Visit = Shape({
  id: Type.Integer(),
  newBuildId: Type.Integer(),
  projectName: Type.String(),
  name: Type.String(),
  mobile: Type.String(),
  date: Type.String(),
  partOfDay: OneOfIds(VISIT_PARTS_OF_DAY),
  rooms: Nullable(Type.Integer()),
  createdAt: IsoTime,
});
export type Visit = Static<typeof Visit>;

/** GET /v1/user/visits: the visits booked at the member's projects (the builder's inbox), newest first. */
export const VisitPage = Page(Visit);
export type VisitPage = Static<typeof VisitPage>;

/** GET /v1/dev/sms-outbox?mobile=: the texts kept for one mobile, which must be named. */
export const SmsOutboxQuery = Shape({ mobile: Type.String({ minLength: 1, maxLength: 20 }) });
export type SmsOutboxQuery = Static<typeof SmsOutboxQuery>;

/** GET /v1/dev/sms-outbox: the texts the development sender kept, newest first (development only). */
export const SmsOutbox = Shape({
  items: Type.Array(
    Shape({ id: Type.Integer(), mobile: Type.String(), body: Type.String(), createdAt: IsoTime }),
  ),
});
export type SmsOutbox = Static<typeof SmsOutbox>;
