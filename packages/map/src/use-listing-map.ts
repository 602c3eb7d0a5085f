import {
  fetchClusters,
  type ListingPage,
  type MapSection,
  type RegionWithDistricts,
  searchListings,
} from '@591/api-client';
import { useMemo } from 'react';
import type { ListedBox } from './listed-box.ts';
import { regionBox } from './map-view-params.ts';
import { type MapSearch, useMapSearch } from './use-map-search.ts';

/** What a listing map's loader answers, whatever the section. */
export interface ListingMapData {
  region: RegionWithDistricts;
  listed: ListedBox<ListingPage>;
  /** The API refused the search (a hand-edited URL): nothing is asked for. */
  invalid: boolean;
}

/**
 * The map search of a section's listing map (rent's 地圖找房, sale's 地圖找屋): the region's box
 * while the URL has no view, the section's clusters and the listings of what the map shows.
 */
export function useListingMap(section: MapSection, data: ListingMapData): MapSearch<ListingPage> {
  const { region, listed, invalid } = data;
  const box = useMemo(() => regionBox(region.districts), [region]);
  return useMapSearch<ListingPage>({
    regionBox: box,
    listed,
    // Requests are keyed by their query (useFetched), so fresh functions each render cost nothing.
    loadPage: (query, signal) => searchListings(section, query, signal),
    loadClusters: (query, signal) => fetchClusters(section, query, signal),
    enabled: !invalid,
  });
}
