import type { ListingCard, ListingPage } from '@591/api-client';
import { formatThousands } from '@591/config';
import { useLocation, useNavigation } from '@591/react-router';
import { type ReactNode, Suspense } from 'react';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { useNewSinceVisit } from './new-since-visit.ts';
import { Pagination } from './pagination.tsx';
import { ResultSkeleton } from './result-skeleton.tsx';

const CSS = `
.search-results{padding-bottom:48px}
.search-results__total{margin:16px 0 0;color:#555;font-size:14px}
.search-results__total strong{color:#c62828}
.search-results__list{list-style:none;margin:0;padding:0}
.search-results__new{position:relative}
.search-results__new::before{content:"新";position:absolute;z-index:1;top:12px;left:-4px;padding:2px 6px;border-radius:4px;background:#c62828;color:#fff;font-size:12px;font-weight:700}
.search-results__empty{margin:32px 0;padding:32px 16px;border:1px dashed #ddd;border-radius:8px;text-align:center;color:#555}
`;

const HYDRATION_CHUNK = 5;

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/** True while this page waits for its own URL with other search parameters. */
function useSearchPending(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}

/**
 * A page of search results: the total, the cards, paging, a zh-TW empty state, and card
 * skeletons (same heights as the cards) while another search of this page loads.
 */
export function SearchResults({
  results,
  renderCard,
  emptyHint,
  emptyText = '沒有符合條件的物件，請放寬篩選條件再試一次。',
  pending: loadingElsewhere = false,
}: {
  results: ListingPage;
  renderCard: (listing: ListingCard, index: number) => ReactNode;
  emptyHint?: ReactNode;
  emptyText?: string;
  /** Results the page fetches itself (a map's, as it moves) are on their way. */
  pending?: boolean;
}) {
  const pending = useSearchPending() || loadingElsewhere;
  const newIds = useNewSinceVisit((state) => state.ids);
  const { total, items, page, pageSize } = results;
  return (
    <section aria-label="搜尋結果" aria-busy={pending} className="search-results">
      <style href="@591/ui/search-results" precedence="default">
        {CSS}
      </style>
      <p className="search-results__total" data-testid="result-total">
        共 <strong>{formatThousands(total)}</strong> 筆
      </p>
      {pending ? (
        <ResultSkeleton count={Math.max(1, Math.min(items.length, 6))} />
      ) : items.length === 0 ? (
        <div className="search-results__empty" role="status">
          <p>{emptyText}</p>
          {emptyHint}
        </div>
      ) : (
        <ol className="search-results__list">
          {chunks(items, HYDRATION_CHUNK).map((chunk, chunkIndex) => (
            // Each boundary hydrates in a task of its own, so a long list never blocks input.
            <Suspense key={chunk[0]!.id}>
              {chunk.map((listing, index) => (
                <li
                  key={listing.id}
                  className={newIds.has(listing.id) ? 'search-results__new' : undefined}
                >
                  {newIds.has(listing.id) && <VisuallyHidden>自上次查看後的新物件</VisuallyHidden>}
                  {renderCard(listing, chunkIndex * HYDRATION_CHUNK + index)}
                </li>
              ))}
            </Suspense>
          ))}
        </ol>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </section>
  );
}
