import { apiClient } from './clients.ts';

export interface District {
  id: number;
  regionId: number;
  name: string;
  zipcode: string;
  /** The district's centre: where a map of it, or a new listing's pin, starts. */
  lat: number;
  lng: number;
}

export interface RegionWithDistricts {
  id: number;
  name: string;
  districts: District[];
}

export interface MetroLine {
  id: number;
  regionId: number;
  name: string;
  color: string;
  stations: { id: number; lineId: number; name: string }[];
}

export interface University {
  id: number;
  regionId: number;
  name: string;
}

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
