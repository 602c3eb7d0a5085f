import {
  PROFESSIONAL_KINDS,
  PROFESSIONAL_STATUSES,
  type ProfessionalKind,
  type ProfessionalStatus,
} from '@591/config';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { idsOf, oneOf } from './one-of.ts';

/**
 * 專業認證: a member's application as a broker (with the 經紀人證書字號) or a builder, with the
 * company and its 統一編號. Only an approved one receives other people's personal data (an
 * owner's 委託, a visitor's mobile). One per member: applying again replaces it, pending.
 */
export const professionals = pgTable(
  'professionals',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProfessionalKind>().notNull(),
    /** A broker's 經紀人證書字號 as normaliseLicence writes it; null for a builder. */
    licence: text('licence'),
    /** The brokerage, or the building company. */
    company: text('company').notNull(),
    /** The company's 統一編號, 8 digits whose checksum holds. */
    taxId: text('tax_id').notNull(),
    status: text('status').$type<ProfessionalStatus>().notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('professionals_kind_check', oneOf(table.kind, idsOf(PROFESSIONAL_KINDS))),
    check('professionals_status_check', oneOf(table.status, idsOf(PROFESSIONAL_STATUSES))),
    index('professionals_status_idx').on(table.status, table.submittedAt),
  ],
);

/**
 * Every change of a professional's standing, kept: who (a moderator; null for the seed),
 * when, to what, and why. An application is recorded too (by the member themselves).
 */
export const professionalDecisions = pgTable(
  'professional_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<ProfessionalStatus>().notNull(),
    byMemberId: integer('by_member_id').references(() => members.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('professional_decisions_status_check', oneOf(table.status, idsOf(PROFESSIONAL_STATUSES))),
    index('professional_decisions_member_idx').on(table.memberId, table.at.desc()),
  ],
);
