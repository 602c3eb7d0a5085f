import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** The device identity service: a browser's local id mapped to its stable one-id. */
export const deviceIdentities = pgTable(
  'device_identities',
  {
    localId: text('local_id').primaryKey(),
    localType: text('local_type').notNull(),
    oneId: text('one_id').notNull(),
    device: text('device').notNull(),
    /** Business unit: 591 or 100. */
    bu: text('bu').notNull(),
    uid: integer('uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('device_identities_one_id_idx').on(table.oneId),
    index('device_identities_uid_idx').on(table.uid),
  ],
);

/** Push tokens: one per browser, tied to the member who was logged in when it was sent. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fcmToken: text('fcm_token').notNull().unique(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_tokens_member_device_idx').on(table.memberId, table.device)],
);
