import { LISTING_TYPE_IDS, SECTION_IDS } from '@591/config';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DraftFields } from '../../domain/posting-fields.ts';
import { listings } from './listings.ts';
import { members } from './members.ts';
import { oneOf } from './one-of.ts';

/**
 * A listing being written by its poster: saved as they go, so a reload, a closed tab or a
 * failed upload loses nothing. `fields` holds what was typed, checked for type and range but
 * not for completeness; publishing checks that.
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** rent, sale, land or business: decides which fields apply. */
    section: text('section').notNull(),
    /** 1 rent, 2 sale, 6 shop transfer. */
    type: smallint('type').notNull(),
    fields: jsonb('fields').$type<DraftFields>().notNull().default({}),
    /**
     * The published listing this draft edits; null for a new listing. Publishing it updates
     * that listing in place (one edit draft per listing).
     */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The form that wrote `fields` last (its own random id) and the number of that save in the
     * form's order (services/draft-saves.ts): a try of an earlier save of the same form that
     * arrives after a later one, held up on the way, changes nothing.
     */
    savedByForm: text('saved_by_form'),
    formSave: integer('form_save').notNull().default(0),
  },
  (table) => [
    check('listing_drafts_section_check', oneOf(table.section, SECTION_IDS)),
    check('listing_drafts_type_check', oneOf(table.type, LISTING_TYPE_IDS)),
    index('listing_drafts_member_idx').on(table.memberId, table.updatedAt.desc().nullsFirst()),
    uniqueIndex('listing_drafts_listing_idx')
      .on(table.listingId)
      .where(sql`${table.listingId} is not null`),
  ],
);

/** A photo uploaded to a draft, its variants stored under drafts/{id}/; position 0 is the cover. */
export const draftPhotos = pgTable(
  'draft_photos',
  {
    /** Random and unguessable: it names the stored files. */
    id: text('id').primaryKey(),
    draftId: integer('draft_id')
      .notNull()
      .references(() => listingDrafts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('draft_photos_draft_idx').on(table.draftId, table.position)],
);
