import { searchListings } from '@591/api-client';
import { ResultSkeleton } from '@591/ui';
import { useEffect, useState } from 'react';
import { LandCard } from '../list/land-card.tsx';
import { landApiQuery } from '../search/land-search.ts';
import type { LandCard as LandCardData } from '../search/land-types.ts';

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; listings: LandCardData[] };

const NEWEST_COUNT = 6;

/**
 * The region's newest land for sale. The landing page is built ahead of time, so they are asked for
 * in the browser after it shows: always fresh, never as old as the build.
 */
export function NewestListings({ regionId, regionName }: { regionId: number; regionName: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const query = landApiQuery(new URLSearchParams({ region: String(regionId) }));
    query.set('pageSize', String(NEWEST_COUNT));
    searchListings('land', query).then(
      (page) => current && setState({ status: 'done', listings: page.items }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [regionId, attempt]);

  return (
    <section aria-labelledby="newest-land" aria-busy={state.status === 'loading'}>
      <h2 id="newest-land">{regionName}最新土地出售</h2>
      {state.status === 'loading' && <ResultSkeleton count={NEWEST_COUNT} />}
      {state.status === 'failed' && (
        <p role="alert">
          最新物件暫時無法載入。
          <button type="button" onClick={() => setAttempt(attempt + 1)}>
            重新載入
          </button>
        </p>
      )}
      {state.status === 'done' &&
        (state.listings.length === 0 ? (
          <p role="status">{regionName}目前沒有土地物件。</p>
        ) : (
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {state.listings.map((listing) => (
              <li key={listing.id}>
                <LandCard listing={listing} levels={0} />
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
