import { NEW_BUILD_ALBUMS, type NewBuildAlbumId } from '@591/config';
import type { NewBuildDraftFields } from '@591/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { newBuilds } from './new-builds.ts';
import { idsOf, oneOf } from './one-of.ts';

/**
 * A new-build project being written by a builder or agent (免費刊登建案): saved as they go, so
 * a reload or a failed upload loses nothing. `fields` holds what was typed, checked for type
 * and range; publishing checks it in full and makes it a row of new_builds.
 */
export const newBuildDrafts = pgTable(
  'new_build_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<NewBuildDraftFields>().notNull().default({}),
    /**
     * The published project this draft edits; null for a new project. Publishing it updates
     * that project in place (one edit draft per project).
     */
    newBuildId: integer('new_build_id').references(() => newBuilds.id, { onDelete: 'cascade' }),
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
    index('new_build_drafts_member_idx').on(table.memberId, table.updatedAt.desc()),
    uniqueIndex('new_build_drafts_project_idx')
      .on(table.newBuildId)
      .where(sql`${table.newBuildId} is not null`),
  ],
);

/**
 * A photo uploaded to a project draft, in one of its albums; stored like a listing draft's
 * photos (under drafts/{id}/), so the same upload pipeline and file routes serve it.
 */
export const newBuildDraftPhotos = pgTable(
  'new_build_draft_photos',
  {
    /** Random and unguessable: it names the stored files. */
    id: text('id').primaryKey(),
    draftId: integer('draft_id')
      .notNull()
      .references(() => newBuildDrafts.id, { onDelete: 'cascade' }),
    album: text('album').$type<NewBuildAlbumId>().notNull(),
    position: smallint('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('new_build_draft_photos_album_check', oneOf(table.album, idsOf(NEW_BUILD_ALBUMS))),
    index('new_build_draft_photos_draft_idx').on(table.draftId, table.album, table.position),
  ],
);

/**
 * Ids of posted projects: far above the seed's (numbered from 1), so a new seed of the
 * catalogue never meets a project a member posted.
 */
export const postedNewBuildIds = pgSequence('posted_new_build_ids', { startWith: 5_000_001 });
