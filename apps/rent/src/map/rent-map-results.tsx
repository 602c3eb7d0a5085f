import type { FilterOption, ListingPage } from '@591/api-client';
import { RentCard, SearchResults, SortBar } from '@591/ui';
import { memo } from 'react';

export const EMPTY_MAP = '這個範圍內沒有符合條件的物件，試著縮小地圖或放寬條件';

/**
 * The cards of what the map shows. Memoised: the map's own state (its size, its clusters)
 * changes often while the page loads, and thirty cards need not render again for it.
 */
export const RentMapResults = memo(function RentMapResults({
  results,
  pending,
  failed,
  retry,
  orders,
}: {
  results: ListingPage;
  pending: boolean;
  failed: boolean;
  retry: () => void;
  orders: readonly FilterOption[];
}) {
  return (
    <>
      {failed && (
        <p className="rent-map__notice" role="alert">
          物件列表暫時無法載入。
          <button type="button" onClick={retry}>
            重試
          </button>
        </p>
      )}
      <SortBar orders={orders} />
      <SearchResults
        results={results}
        pending={pending}
        emptyText={EMPTY_MAP}
        renderCard={(listing, index) => <RentCard listing={listing} eager={index === 0} />}
      />
    </>
  );
});
