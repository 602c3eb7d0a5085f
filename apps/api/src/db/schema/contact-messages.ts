import { isNotNull } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * Messages to customer service from the help centre's contact form (聯絡我們). A visitor
 * leaves a mobile number or an email to be answered at; a member also reads the reply in the
 * member centre. The reference number visitors quote is made from the id and the day.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** One of CONTACT_TOPICS (@591/config). */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** Taiwan mobile number, digits only; this or the email (or both). */
    mobile: text('mobile'),
    email: text('email'),
    /** The listing the message is about, as the visitor gave its number. */
    listingId: integer('listing_id'),
    /** A member's messages leave with their account. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_member_idx')
      .on(table.memberId, table.createdAt.desc())
      .where(isNotNull(table.memberId)),
  ],
);
