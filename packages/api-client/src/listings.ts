import { regionParamOf } from '@591/config';
import type { ListingDetail, ListingFilters, ListingPage, Section } from '@591/contract';
import { apiClient } from './clients.ts';

/** GET /v1/{section}/listings with the page's own URL parameters (region, kind, price...). */
export function searchListings(
  section: Section,
  params: URLSearchParams,
  signal?: AbortSignal,
): Promise<ListingPage> {
  return apiClient('api').get(`v1/${section}/listings`, { searchParams: params, signal }).json();
}

/** A listing by id, or null when there is none with that id. */
export async function fetchListing(id: number): Promise<ListingDetail | null> {
  const response = await apiClient('api').get(`v1/listings/${id}`, { throwHttpErrors: false });
  if (response.status === 404) return null;
  if (!response.ok) {
    // The response goes with the error, so pages can tell a rate limit from a fault.
    throw Object.assign(new Error(`Listing ${id} could not be loaded (HTTP ${response.status})`), {
      response,
    });
  }
  return response.json();
}

/** The filter choices for the search in `params` (its region, type and kind decide the bands). */
export function fetchFilters(section: Section, params: URLSearchParams): Promise<ListingFilters> {
  const region = regionParamOf(params);
  const searchParams: Record<string, string> = {};
  if (region) searchParams.region = region;
  for (const key of ['type', 'kind'] as const) {
    const value = params.get(key);
    // Bands depend on one kind; with several chosen the section's general bands apply.
    if (value && /^\d+$/.test(value)) searchParams[key] = value;
  }
  return apiClient('api').get(`v1/${section}/filters`, { searchParams }).json();
}
