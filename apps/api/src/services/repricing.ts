import type { Database } from '../db/client.ts';
import { listingDetails, listings, priceChanges } from '../db/schema/index.ts';
import type { ListingFacts } from '../domain/listing-facts.ts';

/** 降價 (label bit 1): what sale cards and the 降價 filter show. */
export const PRICE_DROP_LABEL = 1;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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
