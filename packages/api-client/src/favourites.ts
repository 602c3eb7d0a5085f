import type { CollectAnswer, CollectBody, CollectStatusAnswer } from '@591/contract';
import { apiClient, RETRY_SAFE_WRITE } from './clients.ts';

/**
 * POST /api/collect/collectWare: adds or removes a member's favourite; both are idempotent, so
 * a tap met by a passing fault (the database restarting) is sent again. The button shows the
 * new state at once, so a member may leave the page before the answer: `keepalive` lets the
 * request finish then.
 */
export async function collectListing(id: number, collected: boolean): Promise<boolean> {
  const json: CollectBody = { id, action: collected ? 'add' : 'remove' };
  const response = await apiClient('api')
    .post('api/collect/collectWare', { json, keepalive: true, retry: RETRY_SAFE_WRITE })
    .json<CollectAnswer>();
  return response.data.collected;
}

/** GET /api/collect/status: which of `ids` the logged-in member has saved. */
export async function fetchCollected(ids: number[]): Promise<number[]> {
  const response = await apiClient('api')
    .get('api/collect/status', { searchParams: { ids: ids.join(',') } })
    .json<CollectStatusAnswer>();
  return response.data.collected;
}
