import { ListingCard } from '@591/ui';
import type { LandCard as Card } from '../search/land-types.ts';

/** Lot areas come to two decimals; a card shows one. */
const ping = (area: number) => `${Math.round(area * 10) / 10}坪`;

/** The detail of a land listing, from a page `levels` path segments below the section's root. */
export function landDetailPath(listing: Pick<Card, 'id' | 'type'>, levels: number): string {
  return `${'../'.repeat(levels)}${listing.type === 1 ? 'rent' : 'sale'}/${listing.id}`;
}

/**
 * A land listing as a result card: zone, lot area and the road it faces; where it is; the
 * price, with the unit price in 萬/坪 under a sale's total.
 */
export function LandCard({
  listing,
  levels = 1,
  eager,
  onOpen,
}: {
  listing: Card;
  /** How deep the page showing the card is: 0 the landing, 1 the list, 2 a detail. */
  levels?: number;
  eager?: boolean;
  onOpen?: () => void;
}) {
  const road = listing.roadWidth ? `臨路${listing.roadWidth}米` : null;
  return (
    <ListingCard
      listing={listing}
      to={landDetailPath(listing, levels)}
      facts={[[listing.zoneName, ping(listing.area), road], [listing.address]]}
      priceNote={
        listing.type === 2 && listing.unitPrice !== null ? `${listing.unitPrice}萬/坪` : undefined
      }
      eager={eager}
      onOpen={onOpen}
    />
  );
}
