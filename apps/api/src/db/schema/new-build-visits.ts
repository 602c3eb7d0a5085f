import { VISIT_PARTS_OF_DAY, type VisitPartOfDay } from '@591/config';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { newBuilds } from './new-builds.ts';
import { idsOf, oneOf } from './one-of.ts';

/**
 * 預約賞屋: a visitor asks a project's sales office for a visit on a day. The builder's member
 * reads them (GET /v1/user/visits); the visitor confirmed the mobile by SMS, or is a member
 * booking with their own.
 */
export const newBuildVisits = pgTable(
  'new_build_visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    newBuildId: integer('new_build_id')
      .notNull()
      .references(() => newBuilds.id, { onDelete: 'cascade' }),
    /** The visitor's own account when they booked logged in; the booking outlives it. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Mobile digits, confirmed by SMS or the member's own. */
    mobile: text('mobile').notNull(),
    date: date('date').notNull(),
    partOfDay: text('part_of_day').$type<VisitPartOfDay>().notNull(),
    /** The room count of the room type wanted; null for any. */
    rooms: smallint('rooms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('new_build_visits_part_of_day_check', oneOf(table.partOfDay, idsOf(VISIT_PARTS_OF_DAY))),
    index('new_build_visits_project_idx').on(table.newBuildId, table.createdAt.desc()),
  ],
);
