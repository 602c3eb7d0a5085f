import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { newBuilds } from './new-builds.ts';

/** 收藏的建案: the new-build projects a member saved, as `favourites` holds their listings. */
export const newBuildFavourites = pgTable(
  'new_build_favourites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    newBuildId: integer('new_build_id')
      .notNull()
      .references(() => newBuilds.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.newBuildId] }),
    index('new_build_favourites_member_created_idx').on(table.memberId, table.createdAt.desc()),
  ],
);
