import type { NewBuildDetail, NewBuildOverview, NewBuildPage } from '@591/contract';
import { apiClient } from './clients.ts';

/** GET /v1/new-builds: a region's projects, filtered and sorted (NewBuildsQuery's names). */
export function fetchNewBuilds(query: URLSearchParams): Promise<NewBuildPage> {
  return apiClient('api').get('v1/new-builds', { searchParams: query }).json();
}

/** GET /v1/new-builds/overview: a region's counts and the landing's rows of projects. */
export function fetchNewBuildOverview(regionId: number): Promise<NewBuildOverview> {
  return apiClient('api')
    .get('v1/new-builds/overview', { searchParams: { regionid: regionId } })
    .json();
}

/** GET /v1/new-builds/:id: one project with its gallery, surroundings and timeline; null if none. */
export async function fetchNewBuild(id: number): Promise<NewBuildDetail | null> {
  const response = await apiClient('api').get(`v1/new-builds/${id}`, { throwHttpErrors: false });
  if (response.status === 404) return null;
  if (!response.ok) {
    throw Object.assign(
      new Error(`New build ${id} could not be loaded (HTTP ${response.status})`),
      { response },
    );
  }
  return response.json();
}
