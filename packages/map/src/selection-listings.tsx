import type { ListingCard, MapCluster, MapSection } from '@591/api-client';
import { searchListings } from '@591/api-client';
import { boxParam } from '@591/config';
import type { ReactNode } from 'react';
import { selectionBox } from './map-query.ts';
import { searchOnly } from './map-view-keys.ts';
import { useFetched } from './use-fetched.ts';

/** Enough cards for a cluster at the closest zoom: a building's worth. */
const SELECTION_CARDS = 10;

/**
 * The listings of a clicked marker, as cards: the list's own search inside the marker's
 * grid cell, so the cards are exactly what the marker counted.
 */
export function SelectionListings({
  section,
  search,
  selection,
  renderCard,
}: {
  section: MapSection;
  search: URLSearchParams;
  selection: MapCluster;
  renderCard: (listing: ListingCard) => ReactNode;
}) {
  const query = searchOnly(search);
  query.set('bbox', boxParam(selectionBox(selection)));
  query.set('pageSize', String(Math.min(selection.count, SELECTION_CARDS)));
  const listings = useFetched(query.toString(), (signal) => searchListings(section, query, signal));
  if (listings.status === 'failed') {
    return (
      <p role="alert">
        物件資料暫時無法載入。
        <button type="button" onClick={listings.retry}>
          重試
        </button>
      </p>
    );
  }
  if (!listings.data) return <p role="status">載入中…</p>;
  return (
    <ul className="cluster-map__selection-list" aria-busy={listings.status === 'loading'}>
      {listings.data.items.map((listing) => (
        <li key={listing.id}>{renderCard(listing)}</li>
      ))}
    </ul>
  );
}
