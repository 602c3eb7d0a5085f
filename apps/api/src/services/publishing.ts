import type { PublishedListing } from '@591/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
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
import { measureIfForSale } from './real-price/listing-markets.ts';
import type { Member } from './sessions.ts';

/**
 * The new listing's id, taken before its row is written: a rental's public point is drawn from
 * it, so the pin never reaches the row search and the maps read (not even inside the insert's
 * transaction). A refused draft leaves a gap in the ids, as a rolled-back insert does.
 */
async function reserveListingId(db: Database): Promise<number> {
  const [reserved] = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('listings', 'id'))::int as id`,
  );
  return reserved!.id;
}

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
  return publishNew(deps, draft, member);
}

/** A draft that is no listing yet, published as a new one. */
async function publishNew(
  deps: ListingEditDeps,
  draft: DraftRow,
  member: Member,
): Promise<Published> {
  const { db, catalog, postedPhotos, listingEvents } = deps;
  const photoIds = (await orderedDraftPhotos(db, draft.id)).map((photo) => photo.id);
  const id = await reserveListingId(db);
  // Checked before any photo is copied: a refused draft leaves nothing behind.
  listingFromDraft(draft, id, member, catalog, { photoSet: null, count: 0 }, new Date());
  const photos = await copyToListing(postedPhotos, photoIds);
  const { row, details } = listingFromDraft(draft, id, member, catalog, photos, new Date());
  await db.transaction(async (tx) => {
    await tx.insert(listings).values({ id, ...row });
    await tx.insert(listingDetails).values({ listingId: id, ...details });
    await tx.delete(listingDrafts).where(eq(listingDrafts.id, draft.id));
  });
  await deleteDraftPhotoFiles(postedPhotos, photoIds);
  await recountListings(db, [id]);
  // Measured before anyone is told of it: an alert for 開價低於行情 reads the measure.
  await measureIfForSale(db, catalog, row.section, id);
  await listingEvents.published(id);
  return { id, section: row.section, type: row.type, created: true };
}
