import type { ListingDetail } from '@591/api-client';
import { formatThousands } from '@591/config';

const FACT_STYLE = { margin: '4px 0', color: '#555' } as const;

/** A listing's essentials: title, price, facts, address, who posted it and its description. */
export function ListingOverview({ listing }: { listing: ListingDetail }) {
  const facts = [listing.kindName, `${listing.area}坪`, listing.layout, listing.floorText].filter(
    Boolean,
  );
  return (
    <article
      aria-labelledby="listing-title"
      style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px 24px' }}
    >
      <h2 id="listing-title" style={{ margin: '0 0 8px' }}>
        {listing.title}
      </h2>
      <p style={{ margin: '0 0 8px', color: '#d0021b', fontSize: 24, fontWeight: 700 }}>
        {formatThousands(listing.price)} {listing.priceUnit}
      </p>
      <p style={FACT_STYLE}>{facts.join('・')}</p>
      <p style={FACT_STYLE}>
        {listing.regionName}
        {listing.address}
      </p>
      <p style={FACT_STYLE}>
        {listing.poster.roleName}：{listing.poster.name}
      </p>
      <p style={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{listing.description}</p>
    </article>
  );
}
