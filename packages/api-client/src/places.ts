import type { MetroLine, RegionWithDistricts, University } from '@591/contract';
import { apiClient } from './clients.ts';

/** GET /v1/locations/regions/:id: a region and its districts (cached a day). */
export function fetchRegion(id: number): Promise<RegionWithDistricts> {
  return apiClient('api').get(`v1/locations/regions/${id}`).json();
}

/** GET /v1/locations/metro-lines: a region's lines with their stations in order. */
export async function fetchMetroLines(region: number): Promise<MetroLine[]> {
  const { lines } = await apiClient('api')
    .get('v1/locations/metro-lines', { searchParams: { region } })
    .json<{ lines: MetroLine[] }>();
  return lines;
}

/** GET /v1/locations/universities: a region's universities for school search. */
export async function fetchUniversities(region: number): Promise<University[]> {
  const { universities } = await apiClient('api')
    .get('v1/locations/universities', { searchParams: { region } })
    .json<{ universities: University[] }>();
  return universities;
}
