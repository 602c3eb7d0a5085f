import type { FilterOption, ListingCard, ListingDetail, ListingFilters } from '@591/api-client';

/** A land result card: the shared card plus the lot's zone and the road it faces. */
export interface LandCard extends ListingCard {
  /** 使用分區, e.g. 第一種住宅區; null when the poster did not say. */
  zoneName?: string | null;
  /** 臨路路寬 in 米. */
  roadWidth?: number | null;
}

/** GET /v1/land/filters: the shared choices plus zones, road widths and special land. */
export interface LandFilters extends ListingFilters {
  zones?: FilterOption[];
  roadWidths?: FilterOption[];
  specials?: FilterOption[];
}

/** `facts.land` of a land detail. */
export interface LandFacts {
  zoning: string | null;
  landCategory: string | null;
  roadWidth: number | null;
  frontage: number | null;
  depth: number | null;
  lotNumber: string | null;
  nuisances: string[];
  /** Set for 法拍 land: which auction round this is. */
  foreclosure?: { round: number };
}

export function landFactsOf(listing: ListingDetail): LandFacts | undefined {
  return listing.facts.land as LandFacts | undefined;
}
