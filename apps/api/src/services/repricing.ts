import type { ListingStatus } from '@591/config';
import type { ListingFacts } from '@591/contract';
import { and, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client.ts';
import { listingDetails, listings, priceChanges } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { ListingEvents } from './listing-events.ts';
import { recountListings } from './map-cells/cell-upkeep.ts';

/** 降價 (label bit 1): what sale cards and the 降價 filter show. */
export const PRICE_DROP_LABEL = 1;

export interface PricedListing {
  id: number;
  price: number;
  priceDrop: number | null;
  labels: number;
  facts: ListingFacts;
}

/**
 * What a new asking price changes. A lower one is a drop (降價): the card shows by how much, a
 * sale gets the 降價 label and its price history a line; a higher one clears the drop; the
 * same price changes nothing.
 */
export function repriced(listing: PricedListing, price: number, now: Date) {
  if (price === listing.price) {
    return { priceDrop: listing.priceDrop, labels: listing.labels, facts: listing.facts };
  }
  const drop = price < listing.price ? listing.price - price : null;
  const sale = listing.facts.sale;
  return {
    priceDrop: drop,
    labels: drop ? listing.labels | PRICE_DROP_LABEL : listing.labels & ~PRICE_DROP_LABEL,
    // The history lists earlier asking prices; the detail page closes it with today's.
    facts: sale
      ? {
          ...listing.facts,
          sale: {
            ...sale,
            priceHistory: [
              ...sale.priceHistory,
              { date: now.toISOString().slice(0, 10), price: listing.price },
            ],
          },
        }
      : listing.facts,
  };
}

/**
 * Keeps a price change in price_changes, the record every change leaves; answers its id, or
 * null when the price stayed.
 */
export async function recordPriceChange(
  tx: Transaction,
  listing: PricedListing,
  price: number,
  now: Date,
): Promise<number | null> {
  if (price === listing.price) return null;
  const [change] = await tx
    .insert(priceChanges)
    .values({ listingId: listing.id, oldPrice: listing.price, newPrice: price, changedAt: now })
    .returning({ id: priceChanges.id });
  return change!.id;
}

/** The columns `repriced` needs, read with the listing. */
export const pricedColumns = {
  id: listings.id,
  price: listings.price,
  priceDrop: listings.priceDrop,
  labels: listings.labels,
  facts: listingDetails.facts,
};

export const NOT_YOUR_LISTING = '找不到這個物件，或它不是您刊登的';

/**
 * One of the member's own listings with what repricing needs, its status and `columns`; a 404
 * that does not say whether someone else's exists. The caller decides what its status allows.
 */
export async function ownPricedListing<Columns extends SelectedFields>(
  db: Database,
  memberId: number,
  id: number,
  columns: Columns,
) {
  const [listing] = await db
    .select({ ...pricedColumns, status: listings.status, ...columns })
    .from(listings)
    .innerJoin(listingDetails, eq(listingDetails.listingId, listings.id))
    .where(and(eq(listings.id, id), eq(listings.memberId, memberId)));
  if (!listing) throw new HttpError(404, NOT_YOUR_LISTING);
  return listing;
}
/** The one refusal of any change to a closed listing: its status, price or fields. */
export const LISTING_CLOSED = '這個物件已標示為已出租或已售出，不能再變更';
/** A listing a moderator hid is refused as a closed one is, in its own words. */
export const LISTING_HIDDEN = '這個物件已因檢舉被下架，不能再變更';

/** Refuses any change, by its poster, to a listing closed or hidden for good. */
export function refuseFinal(status: ListingStatus): void {
  if (status === 'closed') throw new HttpError(409, LISTING_CLOSED);
  if (status === 'hidden') throw new HttpError(409, LISTING_HIDDEN);
}

/**
 * 我的物件's new asking price for one of the member's listings, in one transaction: the listing
 * (its drop, 降價 label and unit price), its price history and the price change kept, then the
 * alert jobs told. The same price changes nothing; a closed listing cannot be repriced.
 */
export async function changeAskingPrice(
  { db, listingEvents }: { db: Database; listingEvents: ListingEvents },
  memberId: number,
  id: number,
  price: number,
): Promise<{ id: number; price: number; priceDrop?: number | null }> {
  const listing = await ownPricedListing(db, memberId, id, {
    area: listings.area,
    unitPrice: listings.unitPrice,
  });
  refuseFinal(listing.status);
  if (price === listing.price) return { id: listing.id, price };
  const now = new Date();
  const { facts, ...change } = repriced(listing, price, now);
  await db.transaction(async (tx) => {
    await tx
      .update(listings)
      .set({
        price,
        ...change,
        unitPrice:
          listing.unitPrice === null ? null : Math.round((price / listing.area) * 100) / 100,
        updatedAt: now,
      })
      .where(eq(listings.id, listing.id));
    await tx.update(listingDetails).set({ facts }).where(eq(listingDetails.listingId, listing.id));
    const priceChangeId = await recordPriceChange(tx, listing, price, now);
    if (priceChangeId !== null) await listingEvents.repriced(listing.id, priceChangeId, tx);
  });
  await recountListings(db, [listing.id]);
  return { id: listing.id, price, priceDrop: change.priceDrop };
}
