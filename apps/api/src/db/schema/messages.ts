import { isNotNull } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';
import { members } from './members.ts';

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
    /**
     * The member who sent it, when logged in. A member who leaves takes their list of sent
     * messages along but not the messages: the poster received them.
     */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listing_messages_listing_idx').on(table.listingId, table.createdAt.desc()),
    // Most messages come from visitors: only members' rows are worth indexing.
    index('listing_messages_member_idx')
      .on(table.memberId, table.createdAt.desc())
      .where(isNotNull(table.memberId)),
  ],
);
