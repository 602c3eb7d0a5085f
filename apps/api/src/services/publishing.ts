import type { PublishedListing } from '@591/contract';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { listingDetails, listings } from '../db/schema/index.ts';
import { type DraftRow, takeDraft } from './drafts.ts';
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
async function reserveListingId(db: Database | Transaction): Promise<number> {
  const [reserved] = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('listings', 'id'))::int as id`,
  );
  return reserved!.id;
}

/** A published draft: the listing it is now, and whether that listing is new. */
export type Published = PublishedListing & { created: boolean };

/** A draft published, and what follows once its transaction has committed (never before). */
export interface PublishWrite<T> {
  published: T;
  afterCommit: () => Promise<void>;
}

/**
 * A draft published, checked in full as it is. A new listing is in search, its detail page, the
 * sitemap and the newest listings at once, and the draft gone, in one transaction (or nothing
 * changed); a draft that edits a listing updates it in place (publishEdit). `write` is where
 * the rows are read and written: the API's database, or the transaction of a keyed request, so
 * the listing and the key's answer commit together (and nothing waits on the transaction's own
 * connection).
 */
export async function publishDraft(
  deps: ListingEditDeps,
  draft: DraftRow,
  member: Member,
  write: Database | Transaction = deps.db,
): Promise<PublishWrite<Published>> {
  if (draft.listingId === null) return publishNew(deps, draft, member, write);
  const { published, afterCommit } = await publishEdit(deps, draft, member, write);
  return { published: { ...published, created: false }, afterCommit };
}

/** A draft that is no listing yet, published as a new one. */
async function publishNew(
  deps: ListingEditDeps,
  draft: DraftRow,
  member: Member,
  write: Database | Transaction,
): Promise<PublishWrite<Published>> {
  const { db, catalog, postedPhotos, listingEvents } = deps;
  const photoIds = (await orderedDraftPhotos(write, draft.id)).map((photo) => photo.id);
  const id = await reserveListingId(write);
  // Checked before any photo is copied: a refused draft leaves nothing behind.
  listingFromDraft(draft, id, member, catalog, { photoSet: null, count: 0 }, new Date());
  const photos = await copyToListing(postedPhotos, photoIds);
  const { row, details } = listingFromDraft(draft, id, member, catalog, photos, new Date());
  await write.transaction(async (tx) => {
    await takeDraft(tx, draft.id);
    await tx.insert(listings).values({ id, ...row });
    await tx.insert(listingDetails).values({ listingId: id, ...details });
    // Measured before anyone is told of it: an alert for 開價低於行情 reads the measure.
    await measureIfForSale(tx, catalog, row.section, id);
    await listingEvents.published(id, tx);
  });
  return {
    published: { id, section: row.section, type: row.type, created: true },
    async afterCommit() {
      await deleteDraftPhotoFiles(postedPhotos, photoIds);
      await recountListings(db, [id]);
    },
  };
}
