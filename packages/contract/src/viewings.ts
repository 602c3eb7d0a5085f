/**
 * 預約看屋: a seeker books a time to see a rent, sale, land or business listing; its poster
 * opens the times, confirms, proposes another time or declines. Named after the spec's
 * reservation endpoints (/v1/reservation/get, /create, /update, /cancel, /send/code,
 * /mobile/valid); the poster's settings and the member's lists are under /v1/user/.
 */
import { VIEWING_MODES, VIEWING_STATUSES, VISIT_PARTS_OF_DAY } from '@591/config';
import { type Static, Type } from 'typebox';
import {
  Envelope,
  IsoTime,
  Nullable,
  OneOf,
  OneOfIds,
  Page,
  PageParams,
  PositiveId,
  Shape,
} from './common.ts';
import { Section } from './listings.ts';

const TimeOfDay = Type.String({ maxLength: 5 });
const DateText = Type.String({ maxLength: 10 });
const ViewingModeValue = OneOfIds(VIEWING_MODES);
const PartOfDay = OneOfIds(VISIT_PARTS_OF_DAY);
export const ViewingStatusValue = OneOfIds(VIEWING_STATUSES);

/** GET /v1/reservation/get?listingId=: the free slots of the coming days. */
export const ViewingSlotsQuery = Shape({ listingId: PositiveId });
export type ViewingSlotsQuery = Static<typeof ViewingSlotsQuery>;

export const ViewingSlot = Shape({
  /** The instant the slot begins. */
  start: IsoTime,
  /** Its Taiwan time of day, `HH:MM`. */
  time: Type.String(),
  /** Places still free; 0 when full. */
  free: Type.Integer(),
});
export type ViewingSlot = Static<typeof ViewingSlot>;

/**
 * `slots`: the poster opened times, the days from today show them (days without any left
 * out). `ask`: no times, the seeker asks with a day and part of day instead.
 */
export const ViewingSlots = Envelope(
  Shape({
    listingId: Type.Integer(),
    way: OneOf(['slots', 'ask']),
    mode: ViewingModeValue,
    slotMinutes: Type.Integer(),
    days: Type.Array(
      Shape({ date: Type.String(), weekday: Type.Integer(), slots: Type.Array(ViewingSlot) }),
    ),
  }),
);
export type ViewingSlots = Static<typeof ViewingSlots>;

/** POST /v1/reservation/send/code: a code to the mobile, to confirm it is the seeker's. */
export const ViewingCodeBody = Shape({ mobile: Type.String({ maxLength: 20 }) });
export type ViewingCodeBody = Static<typeof ViewingCodeBody>;

/**
 * POST /v1/reservation/mobile/valid: whether the mobile passes the prefix rule, and whether it
 * still needs a code (not when it is the logged-in member's own).
 */
export const ViewingMobileCheck = Envelope(
  Shape({ valid: Type.Boolean(), needsCode: Type.Boolean() }),
);
export type ViewingMobileCheck = Static<typeof ViewingMobileCheck>;

/**
 * POST /v1/reservation/create: the form as typed, refused in words with the field to correct
 * (slotStart, askedDate, askedPartOfDay, name, mobile, consent, code). A slot (`slotStart`)
 * where the poster opened times, otherwise a day and part of day.
 */
export const ViewingBody = Shape({
  listingId: PositiveId,
  slotStart: Type.Optional(Type.String({ maxLength: 30 })),
  askedDate: Type.Optional(DateText),
  askedPartOfDay: Type.Optional(Type.String({ maxLength: 10 })),
  name: Type.String({ maxLength: 40 }),
  mobile: Type.String({ maxLength: 20 }),
  consent: Type.Boolean(),
  code: Type.Optional(Type.String({ maxLength: 10 })),
});
export type ViewingBody = Static<typeof ViewingBody>;

export const Viewing = Shape({
  id: Type.Integer(),
  listing: Shape({
    id: Type.Integer(),
    section: Section,
    type: Type.Integer(),
    title: Type.String(),
    address: Type.String(),
  }),
  /** The member reading it booked it (seeker) or posted the listing (poster). */
  role: OneOf(['seeker', 'poster']),
  name: Type.String(),
  mobile: Type.String(),
  slotStart: Nullable(IsoTime),
  slotMinutes: Type.Integer(),
  askedDate: Nullable(Type.String()),
  askedPartOfDay: Nullable(PartOfDay),
  /** When, in words: `3/7（六）10:30`, or `3/7（六）下午` for a day asked for. */
  when: Type.String(),
  status: ViewingStatusValue,
  reason: Nullable(Type.String()),
  cancelledBy: Nullable(OneOf(['seeker', 'poster', 'closed'])),
  createdAt: IsoTime,
  expiresAt: Nullable(IsoTime),
});
export type Viewing = Static<typeof Viewing>;

export const ViewingAnswer = Envelope(Viewing);
export type ViewingAnswer = Static<typeof ViewingAnswer>;

/**
 * POST /v1/reservation/update: the poster confirms, proposes another slot (`slotStart`) or
 * declines (with an optional `reason`); the seeker accepts a proposal.
 */
export const ViewingUpdateBody = Shape({
  id: PositiveId,
  action: OneOf(['confirm', 'propose', 'decline', 'accept']),
  slotStart: Type.Optional(Type.String({ maxLength: 30 })),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ViewingUpdateBody = Static<typeof ViewingUpdateBody>;

/** POST /v1/reservation/cancel: either side, with a reason. */
export const ViewingCancelBody = Shape({
  id: PositiveId,
  reason: Type.String({ maxLength: 200 }),
});
export type ViewingCancelBody = Static<typeof ViewingCancelBody>;

/** GET /v1/user/viewings?role=seeker|poster: the member's bookings, or those at their listings. */
export const MyViewingsQuery = Shape({ ...PageParams, role: OneOf(['seeker', 'poster']) });
export type MyViewingsQuery = Static<typeof MyViewingsQuery>;

export const ViewingPage = Envelope(Page(Viewing));
export type ViewingPage = Static<typeof ViewingPage>;

/** A poster's viewing times of one listing (GET and PUT /v1/user/listings/:id/viewing-settings). */
export const ViewingSettings = Shape({
  enabled: Type.Boolean(),
  mode: ViewingModeValue,
  slotMinutes: Type.Integer({ minimum: 1, maximum: 240 }),
  places: Type.Integer({ minimum: 1, maximum: 99 }),
  weekly: Type.Array(
    Shape({ weekday: Type.Integer({ minimum: 0, maximum: 6 }), start: TimeOfDay, end: TimeOfDay }),
    { maxItems: 30 },
  ),
  dates: Type.Array(Shape({ date: DateText, start: TimeOfDay, end: TimeOfDay }), {
    maxItems: 30,
  }),
  blackouts: Type.Array(DateText, { maxItems: 60 }),
});
export type ViewingSettings = Static<typeof ViewingSettings>;

export const ViewingSettingsAnswer = Envelope(ViewingSettings);
export type ViewingSettingsAnswer = Static<typeof ViewingSettingsAnswer>;
