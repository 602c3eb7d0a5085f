import { originOf } from '@591/config';
import type { ListingRecommendations } from '@591/contract';
import { apiClient } from './clients.ts';

export type Recommendations = ListingRecommendations;

/** GET /v1/listings/:id/recommendations: three lists of listings like the one shown. */
export function fetchRecommendations(id: number): Promise<Recommendations> {
  return apiClient('api').get(`v1/listings/${id}/recommendations`).json();
}

export const RECOMMEND_REPORT_PATH = '/home/detail/recommend/report';

/**
 * Where the detail page's exposure and click counts go. A URL rather than a call: the
 * report leaves with navigator.sendBeacon while the page unloads, which ky cannot do.
 */
export function recommendReportUrl(): string {
  return `${originOf('api')}${RECOMMEND_REPORT_PATH}`;
}
