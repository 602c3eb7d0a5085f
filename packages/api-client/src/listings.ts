import { apiClient } from './clients.ts';

export type Section = 'rent' | 'sale' | 'land' | 'business';

/** A listing as search results show it (the API's card shape; only the fields pages use). */
export interface ListingCard {
  id: number;
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
