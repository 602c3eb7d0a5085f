import { apiClient } from './clients.ts';

interface CollectResponse {
  status: number;
  data: { id: number; collected: boolean };
}

/** POST /api/collect/collectWare: adds or removes a member's favourite; both are idempotent. */
export async function collectListing(id: number, collected: boolean): Promise<boolean> {
  const response = await apiClient('api')
    .post('api/collect/collectWare', { json: { id, action: collected ? 'add' : 'remove' } })
    .json<CollectResponse>();
  return response.data.collected;
}

/** GET /api/collect/status: which of `ids` the logged-in member has saved. */
export async function fetchCollected(ids: number[]): Promise<number[]> {
  const response = await apiClient('api')
    .get('api/collect/status', { searchParams: { ids: ids.join(',') } })
    .json<{ status: number; data: { collected: number[] } }>();
  return response.data.collected;
}
