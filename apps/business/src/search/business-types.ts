import type { FilterOption, ListingDetail, ListingFilters } from '@591/api-client';

/** GET /v1/business/filters: the list's bands plus the business-only choices, always sent here. */
export interface BusinessFilters extends ListingFilters {
  /** 一樓, 二樓以上, 地下室. */
  floors: FilterOption[];
  /** Street frontage bands in 米, for shops. */
  frontages: FilterOption[];
}

/** `facts.business` of a business detail: what each kind of premises is judged by. */
export interface BusinessFacts {
  /** Shops: street frontage in 米 and the floors offered (B1+1F). */
  frontage?: number;
  floorText?: string;
  /** Offices: 坪 actually usable. */
  usableArea?: number;
  /** Factories: ceiling height in 米, floor load in kg/m², power in kW. */
  ceilingHeight?: number;
  floorLoad?: number;
  powerKw?: number;
  /** Transfers: what the 頂讓金 buys. */
  transferIncludes?: string[];
  /** Offices: NT$ a month. */
  managementFee?: number;
  /** Rentals and transfers: months of rent held as deposit. */
  depositMonths?: number;
  /** Amenities within walking distance: 捷運站, 公車站, 國小... */
  nearby: string[];
}

export function businessFactsOf(listing: ListingDetail): BusinessFacts | undefined {
  return listing.facts.business as BusinessFacts | undefined;
}
