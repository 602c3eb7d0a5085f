import type { LandFacts, ListingCard, ListingDetail, ListingFilters } from '@591/api-client';

/** A land result card: the shared card carries the lot's zone (`zoneName`) and `roadWidth`. */
export type LandCard = ListingCard;

/** GET /v1/land/filters: the shared choices plus zones, road widths and special land. */
export type LandFilters = ListingFilters;

export type { LandFacts };

export function landFactsOf(listing: ListingDetail): LandFacts | undefined {
  return listing.facts.land;
}
