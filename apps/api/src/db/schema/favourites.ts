import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';
import { members } from './members.ts';

/** A member's saved listings: between the members and the listings they point at. */
export const favourites = pgTable(
  'favourites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.listingId] }),
    index('favourites_member_created_idx').on(table.memberId, table.createdAt.desc()),
  ],
);
