import { formatThousands } from '@591/config';
import { PlainPage } from '@591/ui';
import { useLoaderData } from 'react-router';
import { ListingSummary } from '../components/listing-summary.tsx';
import { FilterPanel } from '../list/filter-panel.tsx';
import type { RentList } from '../list/rent-list.ts';
import { Pagination, SortBar } from '../list/sort-and-pages.tsx';

export function Component() {
  const { results, filters } = useLoaderData() as RentList;
  const { total, items, page, pageSize } = results;
  return (
    <>
      <PlainPage title="租屋列表" />
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px' }}>
        <FilterPanel filters={filters} />
        <SortBar orders={filters.orders} />
      </div>
      <section
        aria-label="搜尋結果"
        style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px 48px' }}
      >
        <p data-testid="result-total">共 {formatThousands(total)} 筆</p>
        {items.length === 0 ? (
          <p role="status">沒有符合條件的物件，請放寬篩選條件再試一次。</p>
        ) : (
          <ol style={{ listStyle: 'none', padding: 0 }}>
            {items.map((listing) => (
              <li key={listing.id} style={{ padding: '16px 0', borderBottom: '1px solid #eee' }}>
                <ListingSummary listing={listing} />
              </li>
            ))}
          </ol>
        )}
        <Pagination page={page} pageSize={pageSize} total={total} />
      </section>
    </>
  );
}
