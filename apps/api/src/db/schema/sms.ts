import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One-time codes sent by SMS. The rows are also the count of sends: the resend wait and the
 * day's limit are read from them, so they hold across every instance sharing the database.
 * Only a salted hash of the code is kept.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    /** What the code confirms (SmsPurpose): each purpose counts its own sends. */
    purpose: text('purpose').notNull(),
    /** `salt$sha256`, see services/sms-codes.ts. */
    codeHash: text('code_hash').notNull(),
    /** Wrong and right tries alike: a code tried 5 times is dead. */
    tries: smallint('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('sms_codes_mobile_idx').on(table.mobile, table.purpose, table.createdAt.desc()),
    index('sms_codes_created_idx').on(table.createdAt),
  ],
);

/** Texts the development sender kept instead of sending: read at GET /v1/dev/sms-outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    /** The text's own id, as a provider takes it: a text sent again under it is kept once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_outbox_mobile_idx').on(table.mobile, table.id.desc()),
    uniqueIndex('sms_outbox_client_id_idx').on(table.clientId),
  ],
);
