import type { ListingCard as Card } from '@591/api-client';
import { ListingCard, nearMetro } from './listing-card.tsx';

/** A rental as a result card: kind, 坪, layout and floor; district, address and metro. */
export function RentCard({
  listing,
  to = `../${listing.id}`,
  eager,
  onOpen,
}: {
  listing: Card;
  /** The detail, relative to the current path: the default suits /rent/list and details. */
  to?: string;
  eager?: boolean;
  onOpen?: () => void;
}) {
  return (
    <ListingCard
      listing={listing}
      to={to}
      facts={[
        [listing.kindName, `${listing.area}坪`, listing.layout, listing.floorText],
        // The address starts with its district.
        [listing.address],
        [nearMetro(listing)],
      ]}
      eager={eager}
      onOpen={onOpen}
    />
  );
}
