import type { CommunityDetail, CommunityPage, DealPage } from '@591/contract';
import { apiClient } from './clients.ts';

/** GET /v1/communities: a region's communities (regionid, sectionid, q, order, page). */
export function fetchCommunities(query: URLSearchParams): Promise<CommunityPage> {
  return apiClient('api').get('v1/communities', { searchParams: query }).json();
}

/** GET /v1/communities/:id: one community with its listings and its road's deals; null if none. */
export async function fetchCommunity(id: number): Promise<CommunityDetail | null> {
  const response = await apiClient('api').get(`v1/communities/${id}`, { throwHttpErrors: false });
  if (response.status === 404) return null;
  if (!response.ok) {
    throw Object.assign(
      new Error(`Community ${id} could not be loaded (HTTP ${response.status})`),
      {
        response,
      },
    );
  }
  return response.json();
}

/** GET /v1/communities/:id/deals: a page of the community's registered sales, newest first. */
export function fetchCommunityDeals(id: number, page: number, pageSize: number): Promise<DealPage> {
  return apiClient('api')
    .get(`v1/communities/${id}/deals`, { searchParams: { page, pageSize } })
    .json();
}
