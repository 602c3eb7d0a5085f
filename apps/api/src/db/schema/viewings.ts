import {
  VIEWING_MODES,
  VIEWING_STATUSES,
  VISIT_PARTS_OF_DAY,
  type ViewingEvent,
  type ViewingMode,
  type ViewingStatus,
  type VisitPartOfDay,
} from '@591/config';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';
import { members } from './members.ts';
import { idsOf, oneOf } from './one-of.ts';

export type { ViewingEvent };

/** A weekly time the poster can show a listing: weekday 0 (Sunday) to 6, `HH:MM` to `HH:MM`. */
export interface WeeklyViewingTime {
  weekday: number;
  start: string;
  end: string;
}
/** A one-off time on a Taiwan date. */
export interface DatedViewingTime {
  date: string;
  start: string;
  end: string;
}

/**
 * 預約看屋 settings of one listing: when its poster can show it, cut into slots of
 * `slot_minutes`, each taking `places` bookings. A handful of times per listing, read whole,
 * so they are kept as JSON rather than rows.
 */
export const viewingSettings = pgTable(
  'viewing_settings',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    mode: text('mode').$type<ViewingMode>().notNull().default('confirm'),
    slotMinutes: smallint('slot_minutes').notNull().default(30),
    places: smallint('places').notNull().default(1),
    weekly: jsonb('weekly').$type<WeeklyViewingTime[]>().notNull().default([]),
    dates: jsonb('dates').$type<DatedViewingTime[]>().notNull().default([]),
    /** Taiwan dates with no viewings, whatever the weekly times say. */
    blackouts: jsonb('blackouts').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('viewing_settings_mode_check', oneOf(table.mode, idsOf(VIEWING_MODES))),
    check('viewing_settings_places_check', sql`${table.places} between 1 and 10`),
    check('viewing_settings_slot_check', sql`${table.slotMinutes} between 15 and 90`),
  ],
);

/**
 * One booking of a viewing: a slot (`slot_start`), or where the poster opened no times a day
 * and part of day the seeker asked for. A member's booking keeps their account; anyone else
 * confirmed the mobile by SMS.
 */
export const viewings = pgTable(
  'viewings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    seekerMemberId: integer('seeker_member_id').references(() => members.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    /** The slot booked, or the time the poster proposed; null for a day asked for. */
    slotStart: timestamp('slot_start', { withTimezone: true }),
    slotMinutes: smallint('slot_minutes').notNull().default(30),
    askedDate: date('asked_date'),
    askedPartOfDay: text('asked_part_of_day').$type<VisitPartOfDay>(),
    status: text('status').$type<ViewingStatus>().notNull(),
    /** Why it was declined or cancelled, in the words of whoever did. */
    reason: text('reason'),
    /** Who cancelled: the seeker, the poster, or the listing closing. */
    cancelledBy: text('cancelled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A request or a proposal unanswered by then expires; null once confirmed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('viewings_status_check', oneOf(table.status, idsOf(VIEWING_STATUSES))),
    check(
      'viewings_time_check',
      sql`${table.slotStart} is not null or (${table.askedDate} is not null and ${oneOf(table.askedPartOfDay, idsOf(VISIT_PARTS_OF_DAY))})`,
    ),
    index('viewings_listing_idx').on(table.listingId, table.slotStart),
    index('viewings_seeker_idx').on(table.seekerMemberId, table.createdAt.desc()),
    index('viewings_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('requested', 'proposed')`),
  ],
);

/**
 * The places a slot's open bookings hold, one row each: numbered 1 to the slot's places and
 * unique per listing and slot, so two bookings can never hold the same place, however they
 * race. The row goes when its booking is declined, cancelled or expires.
 */
export const viewingPlaces = pgTable(
  'viewing_places',
  {
    viewingId: integer('viewing_id')
      .primaryKey()
      .references(() => viewings.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    placeNo: smallint('place_no').notNull(),
  },
  (table) => [
    check('viewing_places_place_check', sql`${table.placeNo} between 1 and 10`),
    uniqueIndex('viewing_places_slot_idx').on(table.listingId, table.slotStart, table.placeNo),
  ],
);
