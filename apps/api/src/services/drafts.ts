import type { ListingDraft, Section } from '@591/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { listingDrafts } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-errors.ts';
import { draftPhotoLinks, orderedDraftPhotos } from './photo-uploads/draft-photo-files.ts';

const DRAFT_NOT_FOUND = '找不到這份草稿，可能已刪除或已刊登';

export type DraftRow = typeof listingDrafts.$inferSelect;

/** One of the member's own drafts; anyone else's is as absent as a deleted one (404). */
export async function ownDraftOf(db: Database, memberId: number, id: number): Promise<DraftRow> {
  const [row] = await db
    .select()
    .from(listingDrafts)
    .where(and(eq(listingDrafts.id, id), eq(listingDrafts.memberId, memberId)));
  if (!row) throw new HttpError(404, DRAFT_NOT_FOUND);
  return row;
}

/** A draft as the form reads it: what was typed, and its photos in order (the first is the cover). */
export async function draftView(
  db: Database,
  apiOrigin: string,
  row: DraftRow,
): Promise<ListingDraft> {
  const photos = await orderedDraftPhotos(db, row.id);
  return {
    id: row.id,
    // The table's check keeps it to the four sections.
    section: row.section as Section,
    type: row.type,
    fields: row.fields,
    listingId: row.listingId,
    photos: photos.map((photo, index) => ({
      id: photo.id,
      ...draftPhotoLinks(apiOrigin, photo.id, index),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
