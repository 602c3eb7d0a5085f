import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';

/** Messages visitors leave for a listing's poster from its detail page. */
export const listingMessages = pgTable(
  'listing_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Taiwan mobile number, digits only. */
    mobile: text('mobile').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_messages_listing_idx').on(table.listingId, table.createdAt.desc())],
);
