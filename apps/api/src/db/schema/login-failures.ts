import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed log-ins per mobile number and per client address, shared by every instance. Log-ins
 * sweep rows whose `resets_at` has passed: a number someone mistyped is not kept.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** `mobile` or `address`. */
    scope: text('scope').notNull(),
    /** Mobile digits, or the client's address (an IPv6 client's /64). */
    subject: text('subject').notNull(),
    failures: integer('failures').notNull(),
    /** When the count starts over; once it reached the limit, when the lock ends. */
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subject] }),
    index('login_failures_resets_idx').on(table.resetsAt),
  ],
);
