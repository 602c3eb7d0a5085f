import { type ListingCard, searchListings } from '@591/api-client';
import { ResultSkeleton } from '@591/ui';
import { useEffect, useState } from 'react';
import { BusinessCard } from '../list/business-card.tsx';

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; listings: ListingCard[] };

const NEWEST_COUNT = 6;

const CSS = `
.newest-listings__list{margin:0;padding:0;list-style:none}
.newest-listings__retry{margin-left:8px;padding:2px 12px;border:1px solid #b35000;border-radius:4px;background:#fff;color:#8a3d00;font:inherit;cursor:pointer}
`;

/**
 * The region's newest business listings. The landing page is built ahead of time, so they are
 * asked for in the browser after it shows: always fresh, never as old as the build.
 */
export function NewestListings({ regionId, regionName }: { regionId: number; regionName: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    searchListings(
      'business',
      new URLSearchParams({ region: String(regionId), pageSize: String(NEWEST_COUNT) }),
    ).then(
      (page) => current && setState({ status: 'done', listings: page.items }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [regionId, attempt]);

  return (
    <section aria-labelledby="newest-business" aria-busy={state.status === 'loading'}>
      <style href="@591/business/newest-listings" precedence="default">
        {CSS}
      </style>
      <h2 id="newest-business">{regionName}最新商用物件</h2>
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
          <p role="status">{regionName}目前沒有商用物件。</p>
        ) : (
          <ol className="newest-listings__list">
            {state.listings.map((listing) => (
              <li key={listing.id}>
                <BusinessCard listing={listing} base="." />
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
