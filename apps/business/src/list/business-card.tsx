import type { ListingCard as Card } from '@591/api-client';
import { formatThousands, LISTING_TYPE } from '@591/config';
import { ListingCard, nearMetro } from '@591/ui';
import { detailPath } from '../search/business-search.ts';

/** The card's price note: 頂讓金 for transfers, the unit price for sales. */
function priceNote(listing: Card): string | undefined {
  if (listing.type === LISTING_TYPE.transfer && listing.transferFee) {
    return `頂讓金 ${formatThousands(listing.transferFee)}萬`;
  }
  return listing.unitPrice === null ? undefined : `${listing.unitPrice}萬/坪`;
}

/**
 * A business listing as a result card: kind and deal, 坪, floor and a shop's frontage; address
 * and nearest station; the rent or price with its unit, and the transfer fee for 頂讓.
 */
export function BusinessCard({
  listing,
  base = '..',
  eager,
  onOpen,
}: {
  listing: Card;
  /**
   * The section's base, relative to the current path: '..' from the list (/business/list or
   * /list), '../..' from a detail, '.' from the landing.
   */
  base?: string;
  eager?: boolean;
  onOpen?: () => void;
}) {
  const frontage = listing.frontage ? `面寬${listing.frontage}米` : null;
  return (
    <ListingCard
      listing={listing}
      to={`${base}/${detailPath(listing)}`}
      facts={[
        [`${listing.kindName}${listing.typeName}`, `${listing.area}坪`],
        [listing.floorText, frontage],
        [listing.address],
        [nearMetro(listing)],
      ]}
      priceNote={priceNote(listing)}
      eager={eager}
      onOpen={onOpen}
    />
  );
}
