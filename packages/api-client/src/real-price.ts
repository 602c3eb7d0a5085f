import type { DealDistricts, DealPage, DealTrend } from '@591/contract';
import { apiClient } from './clients.ts';

/** GET /v1/real-price/deals: a page's own URL parameters (regionid, sectionid, kind, months...). */
export function fetchDeals(query: URLSearchParams, signal?: AbortSignal): Promise<DealPage> {
  return apiClient('api').get('v1/real-price/deals', { searchParams: query, signal }).json();
}

/** GET /v1/real-price/trend: each month's median 萬/坪 of homes, without parking or special deals. */
export function fetchDealTrend(query: URLSearchParams, signal?: AbortSignal): Promise<DealTrend> {
  return apiClient('api').get('v1/real-price/trend', { searchParams: query, signal }).json();
}

/** GET /v1/real-price/districts: the region's deals of the filters by district, for its map. */
export function fetchDealDistricts(
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<DealDistricts> {
  return apiClient('api').get('v1/real-price/districts', { searchParams: query, signal }).json();
}
