import { NEW_BUILD_ALBUMS } from '@591/config';
import type { NewBuildDraft, NewBuildDraftAlbums } from '@591/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newBuildDraftPhotos, newBuildDrafts } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-errors.ts';
import { draftPhotoLinks } from './photo-uploads/draft-photo-files.ts';

const DRAFT_NOT_FOUND = '找不到這份建案草稿，可能已刪除或已刊登';

export type NewBuildDraftRow = typeof newBuildDrafts.$inferSelect;
export type DraftAlbumIds = Record<keyof NewBuildDraftAlbums, string[]>;

/** One of the member's own project drafts; anyone else's is as absent as a deleted one (404). */
export async function ownNewBuildDraftOf(
  db: Database,
  memberId: number,
  id: number,
): Promise<NewBuildDraftRow> {
  const [row] = await db
    .select()
    .from(newBuildDrafts)
    .where(and(eq(newBuildDrafts.id, id), eq(newBuildDrafts.memberId, memberId)));
  if (!row) throw new HttpError(404, DRAFT_NOT_FOUND);
  return row;
}

/** The draft's photo ids by album, each album in its order. */
export async function draftAlbumIds(db: Database, draftId: number): Promise<DraftAlbumIds> {
  const rows = await db
    .select({ id: newBuildDraftPhotos.id, album: newBuildDraftPhotos.album })
    .from(newBuildDraftPhotos)
    .where(eq(newBuildDraftPhotos.draftId, draftId))
    .orderBy(asc(newBuildDraftPhotos.position), asc(newBuildDraftPhotos.createdAt));
  const albums = Object.fromEntries(
    NEW_BUILD_ALBUMS.map((album) => [album.id, [] as string[]]),
  ) as DraftAlbumIds;
  for (const row of rows) albums[row.album].push(row.id);
  return albums;
}

/** Renumbers one album 0..n-1 in the order given: the first exterior photo is the cover. */
export async function orderAlbum(db: Database, ids: string[]) {
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) {
      await tx.update(newBuildDraftPhotos).set({ position }).where(eq(newBuildDraftPhotos.id, id));
    }
  });
}

/** A project draft as the form reads it: what was typed, and its albums' photos. */
export async function newBuildDraftView(
  db: Database,
  apiOrigin: string,
  row: NewBuildDraftRow,
): Promise<NewBuildDraft> {
  const ids = await draftAlbumIds(db, row.id);
  const links = (album: string[]) =>
    album.map((id, index) => ({ id, ...draftPhotoLinks(apiOrigin, id, index) }));
  return {
    id: row.id,
    fields: row.fields,
    newBuildId: row.newBuildId,
    albums: {
      exterior: links(ids.exterior),
      floorPlans: links(ids.floorPlans),
      surroundings: links(ids.surroundings),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
