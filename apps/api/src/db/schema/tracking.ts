import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Push messages that reached a browser, from the push/fcm/batch-stat beacon. */
export const pushReachEvents = pgTable(
  'push_reach_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pushId: text('push_id').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    device: text('device').notNull(),
    memberId: integer('member_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_reach_events_push_idx').on(table.pushId)],
);

/** Exposure and click counts of a detail page's recommendation groups, one row per group. */
export const recommendationReports = pgTable(
  'recommendation_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id').notNull(),
    /** 1 rental, 2 sale. */
    listingType: smallint('listing_type').notNull(),
    groupName: text('group_name').notNull(),
    exposures: integer('exposures').notNull(),
    clicks: integer('clicks').notNull(),
    clickCount: integer('click_count').notNull(),
    device: text('device').notNull(),
    deviceId: text('device_id').notNull(),
    memberId: integer('member_id'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recommendation_reports_listing_idx').on(table.listingId)],
);
