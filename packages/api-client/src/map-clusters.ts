import type { ClusterAnswer, MapSection } from '@591/contract';
import { apiClient } from './clients.ts';

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
