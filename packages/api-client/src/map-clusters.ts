import { apiClient } from './clients.ts';

/** The sections with a map search. */
export type MapSection = 'rent' | 'sale' | 'land';

/** One grid cell of a map: a single point carries its id, several their cell. */
export interface MapCluster {
  lat: number;
  lng: number;
  count: number;
  minPrice: number;
  maxPrice: number;
  id?: number;
  /** south, west, north, east of the cluster's grid cell. */
  cell?: [number, number, number, number];
}

export interface ClusterAnswer {
  zoom: number;
  /** Every point in the box. */
  total: number;
  /** 元/月, 萬 or 萬/坪; null for land listings of both types. */
  priceUnit: string | null;
  clusters: MapCluster[];
}

/**
 * GET /v1/{section}/map/clusters: the list's own query plus bbox and zoom. A refused query
 * (400) throws with its response, as every call here does.
 */
export function fetchClusters(
  section: MapSection,
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<ClusterAnswer> {
  return apiClient('api').get(`v1/${section}/map/clusters`, { searchParams: query, signal }).json();
}

/** GET /v1/land/price-records/clusters: region, section, years, bbox and zoom. */
export function fetchPriceRecordClusters(
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<ClusterAnswer> {
  return apiClient('api')
    .get('v1/land/price-records/clusters', { searchParams: query, signal })
    .json();
}
