import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Writes made under an `Idempotency-Key`: the answer a client was given, recorded in the same
 * transaction as the write itself, so a retry of the same request (a lost answer, a tap
 * again) is answered the same without writing twice. Kept a day (IDEMPOTENCY_KEY_HOURS).
 */
export const idempotentWrites = pgTable(
  'idempotent_writes',
  {
    /** Whose key: `member:<id>`, or `visitor` for a write made without an account. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** The request the key was first used with: method, path and the body's hash. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotent_writes_created_idx').on(table.createdAt),
  ],
);
