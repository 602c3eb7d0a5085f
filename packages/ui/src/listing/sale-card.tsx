import type { ListingCard as Card } from '@591/api-client';
import { ListingCard, nearMetro } from './listing-card.tsx';

const HOME_KIND = 9;

/** 權狀 and 主建物 areas are given to two decimals; a card shows one. */
const ping = (area: number) => `${Math.round(area * 10) / 10}坪`;

/**
 * A home for sale as a result card: layout, 權狀 and 主建物 坪, age and floor; address and
 * community; the nearest station; total price in 萬 with the unit price under it.
 */
export function SaleCard({
  listing,
  to = String(listing.id),
  eager,
  onOpen,
}: {
  listing: Card;
  /**
   * The detail, relative to the current path: the default suits the list (/sale gives
   * /sale/{id}, / on sale.<domain> gives /{id}); from another detail it is `../{id}`.
   */
  to?: string;
  eager?: boolean;
  onOpen?: () => void;
}) {
  return (
    <ListingCard
      listing={listing}
      to={to}
      facts={[
        [
          listing.kind === HOME_KIND ? null : listing.kindName,
          listing.layout,
          `權狀${ping(listing.area)}`,
          listing.mainArea === null ? null : `主建物${ping(listing.mainArea)}`,
        ],
        [
          listing.age === null ? null : `屋齡${listing.age}年`,
          listing.floorText,
          listing.buildingTypeName,
        ],
        [listing.address, listing.community?.name],
        [nearMetro(listing)],
      ]}
      priceNote={listing.unitPrice === null ? undefined : `${listing.unitPrice}萬/坪`}
      eager={eager}
      onOpen={onOpen}
    />
  );
}
