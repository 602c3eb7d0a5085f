import type { ListingPage } from '@591/api-client';
import { formatThousands } from '@591/config';
import { PlainPage } from '@591/ui';
import { useLoaderData } from 'react-router';

export function Component() {
  const { items } = useLoaderData() as ListingPage;
  return (
    <>
      <PlainPage title="中古屋・買屋" />
      <section
        aria-labelledby="newest-listings"
        style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px 48px' }}
      >
        <h2 id="newest-listings">最新上架</h2>
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {items.map((listing) => (
            <li key={listing.id} style={{ padding: '12px 0', borderBottom: '1px solid #eee' }}>
              <strong>{listing.title}</strong>
              <p style={{ margin: '4px 0', color: '#666' }}>
                {listing.kindName}・{listing.area}坪・{listing.regionName}
                {listing.districtName}
              </p>
              <p style={{ margin: 0, color: '#d0021b', fontWeight: 700 }}>
                {formatThousands(listing.price)} {listing.priceUnit}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
