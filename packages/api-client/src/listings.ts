import { apiClient } from './clients.ts';

export type Section = 'rent' | 'sale' | 'land' | 'business';

/** A listing as search results show it (the API's card shape; only the fields pages use). */
export interface ListingCard {
  id: number;
  section: Section;
  /** 1 for rent, 2 for sale. */
  type: number;
  typeName: string;
  title: string;
  kindName: string;
  regionName: string;
  districtName: string;
  address: string;
  price: number;
  priceUnit: string;
  area: number;
  layout: string | null;
  floorText: string | null;
  postedAt: string;
  updatedAt: string;
}

/** GET /v1/listings/:id: the card plus what a detail page shows (only the fields pages use). */
export interface ListingDetail extends ListingCard {
  description: string;
  photos: { src: string; width: number; height: number }[];
  poster: { role: number; roleName: string; name: string };
}

export interface ListingPage {
  total: number;
  page: number;
  pageSize: number;
  items: ListingCard[];
}

/** GET /v1/{section}/listings with the page's own URL parameters (region, kind, price...). */
export function searchListings(section: Section, params: URLSearchParams): Promise<ListingPage> {
  return apiClient('api').get(`v1/${section}/listings`, { searchParams: params }).json();
}

/** A listing by id, or null when there is none with that id. */
export async function fetchListing(id: number): Promise<ListingDetail | null> {
  const response = await apiClient('api').get(`v1/listings/${id}`, { throwHttpErrors: false });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Listing ${id} could not be loaded (HTTP ${response.status})`);
  return response.json();
}

/** One choice of a list filter, in the form the search takes. */
export interface FilterOption {
  id: string | number;
  name: string;
}

/** GET /v1/{section}/filters: the list page's choices for a region (only the groups pages use). */
export interface ListingFilters {
  kinds: FilterOption[];
  price: FilterOption[];
  area: FilterOption[];
  rooms: FilterOption[];
  features: { code: string; name: string }[];
  orders: FilterOption[];
}

export function fetchFilters(section: Section, params: URLSearchParams): Promise<ListingFilters> {
  const region = params.get('region') ?? params.get('regionid') ?? params.get('region_id');
  return apiClient('api')
    .get(`v1/${section}/filters`, { searchParams: region ? { region } : {} })
    .json();
}
