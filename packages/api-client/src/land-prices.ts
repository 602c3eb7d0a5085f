import type { PriceRecordPage, PriceTrends } from '@591/contract';
import { apiClient } from './clients.ts';

export type LandMapMode = 'in-sale' | 'real-price';

/** GET /v1/land/price-trends: region, section (district ids) and years (1–10). */
export function fetchPriceTrends(query: URLSearchParams): Promise<PriceTrends> {
  return apiClient('api').get('v1/land/price-trends', { searchParams: query }).json();
}

/** GET /v1/land/price-records: region, section, years, bbox, order, orderType, page, pageSize. */
export function fetchPriceRecords(
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<PriceRecordPage> {
  return apiClient('api').get('v1/land/price-records', { searchParams: query, signal }).json();
}
