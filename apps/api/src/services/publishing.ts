import type { PublishedListing } from '@591/contract';
import { eq } from 'drizzle-orm';
import { listingDetails, listingDrafts, listings } from '../db/schema/index.ts';
import type { DraftRow } from './drafts.ts';
import { type ListingEditDeps, publishEdit } from './listing-edits.ts';
import { recountListings } from './map-cells/cell-upkeep.ts';
import {
  copyToListing,
  deleteDraftPhotoFiles,
  orderedDraftPhotos,
} from './photo-uploads/draft-photo-files.ts';
import { listingFromDraft } from './publish-listing.ts';
import type { Member } from './sessions.ts';

/** A published draft: the listing it is now, and whether that listing is new. */
export type Published = PublishedListing & { created: boolean };

/**
 * A draft published, checked in full as it is. A new listing is in search, its detail page, the
 * sitemap and the newest listings at once, and the draft gone, in one transaction (or nothing
 * changed); a draft that edits a listing updates it in place (publishEdit).
 */
export async function publishDraft(
  deps: ListingEditDeps,
  draft: DraftRow,
  member: Member,
): Promise<Published> {
  if (draft.listingId !== null)
    return { ...(await publishEdit(deps, draft, member)), created: false };
  const { db, catalog, postedPhotos, listingEvents } = deps;
  const photoIds = (await orderedDraftPhotos(db, draft.id)).map((photo) => photo.id);
  // Checked before any photo is copied: a refused draft leaves nothing behind.
  listingFromDraft(draft, member, catalog, { photoSet: null, count: 0 }, new Date());
  const photos = await copyToListing(postedPhotos, photoIds);
  const { row, details } = listingFromDraft(draft, member, catalog, photos, new Date());
  const id = await db.transaction(async (tx) => {
    const [listing] = await tx.insert(listings).values(row).returning({ id: listings.id });
    await tx.insert(listingDetails).values({ listingId: listing!.id, ...details });
    await tx.delete(listingDrafts).where(eq(listingDrafts.id, draft.id));
    return listing!.id;
  });
  await deleteDraftPhotoFiles(postedPhotos, photoIds);
  await recountListings(db, [id]);
  await listingEvents.published(id);
  return { id, section: row.section, type: row.type, created: true };
}
