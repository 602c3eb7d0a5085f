import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const members = pgTable('members', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Taiwan mobile number, digits only: the login name. */
  mobile: text('mobile').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  realName: text('real_name').notNull(),
  /** 1 male, 2 female. */
  sex: smallint('sex').notNull(),
  /** seeker, owner or agent; editor for the site's news staff (never chosen at registration). */
  role: text('role').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /**
   * When the member showed, by an SMS code, that the mobile is theirs (at registration, or at
   * a booking of an account older than that rule). Only a confirmed mobile skips a code.
   */
  mobileConfirmedAt: timestamp('mobile_confirmed_at', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies. */
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward at most every few minutes: a write per request would tell no more. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Browser and system, e.g. "Chrome · Windows", so members recognise their devices. */
    userAgent: text('user_agent').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
);
