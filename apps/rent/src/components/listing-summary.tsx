import type { ListingCard } from '@591/api-client';
import { formatThousands } from '@591/config';
import { Link } from 'react-router';

/** One listing in a list: title linking to its detail page, its facts and its price. */
export function ListingSummary({ listing, onOpen }: { listing: ListingCard; onOpen?: () => void }) {
  return (
    <>
      <Link to={`../${listing.id}`} relative="path" onClick={onOpen}>
        {listing.title}
      </Link>
      <p style={{ margin: '4px 0', color: '#666' }}>
        {listing.kindName}・{listing.area}坪・{listing.districtName}
      </p>
      <p style={{ margin: 0, color: '#d0021b', fontWeight: 700 }}>
        {formatThousands(listing.price)} {listing.priceUnit}
      </p>
    </>
  );
}
