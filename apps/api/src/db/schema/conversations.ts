import { CONVERSATION_AUTHORS, type ConversationAuthor } from '@591/config';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';
import { members } from './members.ts';
import { idsOf, oneOf } from './one-of.ts';
import { viewings } from './viewings.ts';

/**
 * A seeker and a listing's poster talking about that listing: opened by the seeker's first
 * message, one per listing and seeker's mobile (a member's own, or one a visitor confirmed by
 * SMS code), so a seeker writing again joins it. Unread is read off the last message of the
 * other side against each side's read time.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The listing's poster when it opened; null once that account is deleted. */
    posterMemberId: integer('poster_member_id').references(() => members.id, {
      onDelete: 'set null',
    }),
    /** The seeker's account; null for a visitor, who reads it through a texted link. */
    seekerMemberId: integer('seeker_member_id').references(() => members.id, {
      onDelete: 'set null',
    }),
    seekerName: text('seeker_name').notNull(),
    /** Taiwan mobile, digits only: confirmed, so replies may be texted to it. */
    seekerMobile: text('seeker_mobile').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastSeekerMessageAt: timestamp('last_seeker_message_at', { withTimezone: true }),
    lastPosterMessageAt: timestamp('last_poster_message_at', { withTimezone: true }),
    posterReadAt: timestamp('poster_read_at', { withTimezone: true }),
    seekerReadAt: timestamp('seeker_read_at', { withTimezone: true }),
    /** The poster marked it 已處理; a new message from the seeker opens it again. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The last text sent to the seeker about it: at most one an hour. */
    textedAt: timestamp('texted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversations_listing_mobile_idx').on(table.listingId, table.seekerMobile),
    index('conversations_poster_idx').on(table.posterMemberId, table.lastMessageAt.desc()),
    index('conversations_seeker_idx')
      .on(table.seekerMemberId, table.lastMessageAt.desc())
      .where(sql`${table.seekerMemberId} is not null`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<ConversationAuthor>().notNull(),
    body: text('body').notNull(),
    /** The booking a system message tells of. */
    viewingId: integer('viewing_id').references(() => viewings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('conversation_messages_author_check', oneOf(table.author, idsOf(CONVERSATION_AUTHORS))),
    index('conversation_messages_conversation_idx').on(table.conversationId, table.id),
  ],
);

/**
 * The links texted to a visitor seeker: each opens its one conversation, without an account,
 * until it expires. Only a hash of the link's token is kept, as with sessions.
 */
export const conversationLinks = pgTable(
  'conversation_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('conversation_links_expiry_idx').on(table.expiresAt)],
);

/** A sender a poster blocked, by mobile: their later messages to that poster are refused. */
export const posterBlocks = pgTable(
  'poster_blocks',
  {
    posterMemberId: integer('poster_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.posterMemberId, table.mobile] })],
);

/** A poster's saved phrases (快速回覆), offered when they reply. */
export const quickReplies = pgTable(
  'quick_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quick_replies_member_idx').on(table.memberId, table.id)],
);
