import { REPORT_REASONS, REPORT_STATUSES, type ReportStatus } from '@591/config';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { conversationMessages } from './conversations.ts';
import { listings } from './listings.ts';
import { members } from './members.ts';
import { idsOf, oneOf } from './one-of.ts';

/**
 * 檢舉: a member's report of a listing, or of a message in one of their conversations (then
 * `listing_id` is the conversation's listing). One per member and listing, and per member and
 * message. A moderator hides the listing (every open report of it is then settled) or finds the
 * report unfounded; the reporter is told either way.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => conversationMessages.id, {
      onDelete: 'cascade',
    }),
    reporterMemberId: integer('reporter_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    detail: text('detail'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByMemberId: integer('resolved_by_member_id').references(() => members.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    check('reports_reason_check', oneOf(table.reason, idsOf(REPORT_REASONS))),
    check('reports_status_check', oneOf(table.status, idsOf(REPORT_STATUSES))),
    uniqueIndex('reports_listing_reporter_idx')
      .on(table.listingId, table.reporterMemberId)
      .where(sql`${table.messageId} is null`),
    uniqueIndex('reports_message_reporter_idx')
      .on(table.messageId, table.reporterMemberId)
      .where(sql`${table.messageId} is not null`),
    index('reports_open_idx').on(table.createdAt).where(sql`${table.status} = 'open'`),
  ],
);
