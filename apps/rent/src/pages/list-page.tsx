import type { ListingPage } from '@591/api-client';
import { formatThousands } from '@591/config';
import { PlainPage } from '@591/ui';
import { useLoaderData } from 'react-router';
import { ListingSummary } from '../components/listing-summary.tsx';

export function Component() {
  const { total, items } = useLoaderData() as ListingPage;
  return (
    <>
      <PlainPage title="租屋列表" />
      <section
        aria-label="搜尋結果"
        style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px 48px' }}
      >
        <p data-testid="result-total">共 {formatThousands(total)} 筆</p>
        <ol style={{ listStyle: 'none', padding: 0 }}>
          {items.map((listing) => (
            <li key={listing.id} style={{ padding: '16px 0', borderBottom: '1px solid #eee' }}>
              <ListingSummary listing={listing} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
