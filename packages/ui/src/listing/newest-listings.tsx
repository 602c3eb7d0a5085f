import { type ListingCard, type Section, searchListings } from '@591/api-client';
import { type ReactNode, useEffect, useState } from 'react';
import { ResultSkeleton } from '../search/result-skeleton.tsx';

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; listings: ListingCard[] };

export const NEWEST_COUNT = 6;

const CSS = `
.newest-listings__list{margin:0;padding:0;list-style:none}
.newest-listings__retry{margin-left:8px;padding:2px 12px;border:1px solid #b35000;border-radius:4px;background:#fff;color:#8a3d00;font:inherit;cursor:pointer}
`;

/**
 * A landing page's newest listings of a search. Landing pages are built ahead of time, so
 * the listings are asked for in the browser after the page shows: always fresh, never as old
 * as the build. `query` is the API search; its page size is set here.
 */
export function NewestListings({
  section,
  query,
  id,
  heading,
  emptyText,
  renderCard,
}: {
  section: Section;
  query: URLSearchParams;
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  emptyText: string;
  renderCard: (listing: ListingCard) => ReactNode;
}) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const search = query.toString();
  // `attempt` is a dependency so that 重新載入 asks again after a failure.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const params = new URLSearchParams(search);
    params.set('pageSize', String(NEWEST_COUNT));
    searchListings(section, params).then(
      (page) => current && setState({ status: 'done', listings: page.items }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [section, search, attempt]);

  return (
    <section aria-labelledby={id} aria-busy={state.status === 'loading'}>
      <style href="@591/ui/newest-listings" precedence="default">
        {CSS}
      </style>
      <h2 id={id}>{heading}</h2>
      {state.status === 'loading' && <ResultSkeleton count={NEWEST_COUNT} />}
      {state.status === 'failed' && (
        <p role="alert">
          最新物件暫時無法載入。
          <button
            type="button"
            className="newest-listings__retry"
            onClick={() => setAttempt(attempt + 1)}
          >
            重新載入
          </button>
        </p>
      )}
      {state.status === 'done' &&
        (state.listings.length === 0 ? (
          <p role="status">{emptyText}</p>
        ) : (
          <ol className="newest-listings__list">
            {state.listings.map((listing) => (
              <li key={listing.id}>{renderCard(listing)}</li>
            ))}
          </ol>
        ))}
    </section>
  );
}
