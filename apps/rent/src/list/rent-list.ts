import type { ListingFilters, ListingPage } from '@591/api-client';

/** The rent list's loader data: one page of results and the region's filter choices. */
export interface RentList {
  results: ListingPage;
  filters: ListingFilters;
}
