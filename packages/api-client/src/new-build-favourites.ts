import type { CollectedIds, CollectState, NewBuildFavouritePage } from '@591/contract';
import { apiClient, RETRY_SAFE_WRITE } from './clients.ts';
import { readOwn } from './member.ts';

const BASE = 'v1/user/new-build-favourites';

/**
 * PUT or DELETE /v1/user/new-build-favourites/:id: saves or forgets a project, both idempotent
 * (sent again on a passing fault), and finished when the member leaves the page before the
 * answer (`keepalive`: the button showed the new state at once). A refusal throws ky's
 * HTTPError, whose `response.status` tells a lapsed session (401).
 */
export async function collectNewBuild(id: number, collected: boolean): Promise<boolean> {
  const answer = await apiClient('api')(`${BASE}/${id}`, {
    method: collected ? 'put' : 'delete',
    keepalive: true,
    retry: RETRY_SAFE_WRITE,
  }).json<CollectState>();
  return answer.collected;
}

/** GET /v1/user/new-build-favourites/status: which of `ids` the logged-in member has saved. */
export async function fetchCollectedNewBuilds(ids: number[]): Promise<number[]> {
  const answer = await apiClient('api')
    .get(`${BASE}/status`, { searchParams: { ids: ids.join(',') } })
    .json<CollectedIds>();
  return answer.collected;
}

/** GET /v1/user/new-build-favourites: the saved projects, the latest saved first. */
export function fetchNewBuildFavourites(page = 1, pageSize = 20): Promise<NewBuildFavouritePage> {
  return readOwn(BASE, { page, pageSize });
}
