import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { listingDetails, type listingDrafts, listings } from '../db/schema/index.ts';
import { takeDraft } from './drafts.ts';
import type { ListingEvents } from './listing-events.ts';
import type { LocationCatalog } from './location-catalog.ts';
import { placesOf, recountListings } from './map-cells/cell-upkeep.ts';
import {
  copyToListing,
  deleteDraftPhotoFiles,
  orderedDraftPhotos,
} from './photo-uploads/draft-photo-files.ts';
import type { PhotoStorage } from './photo-uploads/photo-storage.ts';
import { listingFromDraft } from './publish-listing.ts';
import { measureIfForSale } from './real-price/listing-markets.ts';
import { ownPricedListing, recordPriceChange, refuseFinal, repriced } from './repricing.ts';
import type { Member } from './sessions.ts';

/** What publishing an edit needs of the API (the routes' ApiDeps has it all). */
export interface ListingEditDeps {
  db: Database;
  catalog: LocationCatalog;
  postedPhotos: PhotoStorage;
  listingEvents: ListingEvents;
}

type Draft = typeof listingDrafts.$inferSelect;

/** The member's own listing with what an edit needs, or the refusal that fits. */
export async function editableListing(
  { db }: Pick<ListingEditDeps, 'db'>,
  memberId: number,
  id: number,
) {
  const listing = await ownPricedListing(db, memberId, id, {
    section: listings.section,
    type: listings.type,
    photoSet: listings.photoSet,
    photoCount: listings.photoCount,
    postedFields: listingDetails.postedFields,
  });
  refuseFinal(listing.status);
  return listing;
}

/**
 * An edit draft published: checked as a new listing is, then the listing takes its values in
 * one transaction. It keeps its id, posting date, views and labels; a new price counts as a
 * price change (降價 when lower, kept in the history); new photos replace the old ones, and
 * without any the old ones stay. Saving it counts as confirming the listing is available.
 */
export async function publishEdit(
  { db, catalog, postedPhotos, listingEvents }: ListingEditDeps,
  draft: Draft,
  member: Member,
  write: Database | Transaction = db,
) {
  const listing = await editableListing({ db: write }, member.id, draft.listingId!);
  // Where it stood before the edit: a move changes two cells of the map.
  const before = await placesOf(write, [listing.id]);
  const now = new Date();
  const kept = { photoSet: listing.photoSet, count: listing.photoCount };
  // Checked before any photo is copied: a refused edit leaves nothing behind.
  listingFromDraft(draft, listing.id, member, catalog, kept, now);
  const photoIds = (await orderedDraftPhotos(write, draft.id)).map((photo) => photo.id);
  const photos = photoIds.length ? await copyToListing(postedPhotos, photoIds) : kept;
  const { row, details } = listingFromDraft(draft, listing.id, member, catalog, photos, now);
  const { postedAt: _posted, viewCount: _views, labels: _labels, ...edited } = row;
  const change = repriced(listing, row.price, now);
  const sale = details.facts.sale;
  const facts = sale
    ? { ...details.facts, sale: { ...sale, priceHistory: change.facts.sale?.priceHistory ?? [] } }
    : details.facts;
  await write.transaction(async (tx) => {
    await takeDraft(tx, draft.id);
    await tx
      .update(listings)
      .set({
        ...edited,
        priceDrop: change.priceDrop,
        labels: change.labels,
        confirmedAt: now,
        updatedAt: now,
      })
      .where(eq(listings.id, listing.id));
    await tx
      .update(listingDetails)
      .set({ ...details, facts })
      .where(eq(listingDetails.listingId, listing.id));
    const changeId = await recordPriceChange(tx, listing, row.price, now);
    // Measured again where it now stands, before anyone is told of a new price.
    await measureIfForSale(tx, catalog, row.section, listing.id);
    if (changeId !== null) await listingEvents.repriced(listing.id, changeId, tx);
  });
  return {
    published: { id: listing.id, section: row.section, type: row.type },
    async afterCommit() {
      await deleteDraftPhotoFiles(postedPhotos, photoIds);
      await recountListings(db, [listing.id], before);
    },
  };
}
