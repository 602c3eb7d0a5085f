import type { ListingDraft, Section } from '@591/contract';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
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

const DRAFT_PUBLISHED_MEANWHILE = '這份草稿已經刊登，請到「我的物件」查看';

/**
 * The draft deleted as its listing is written, first: a second publish of it sent at the same
 * time (a double tap without a key) waits on its row, then finds it gone and writes nothing.
 */
export async function takeDraft(tx: Transaction, draftId: number): Promise<void> {
  const taken = await tx
    .delete(listingDrafts)
    .where(eq(listingDrafts.id, draftId))
    .returning({ id: listingDrafts.id });
  if (taken.length === 0) throw new HttpError(409, DRAFT_PUBLISHED_MEANWHILE);
}
