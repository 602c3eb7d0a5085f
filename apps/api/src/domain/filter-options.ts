import type { Section } from '@591/config';
import {
  AGE_BANDS,
  areaBands,
  type FilterOption,
  FRONTAGE_BANDS,
  type PricedListingType,
  priceBands,
  ROAD_WIDTH_BANDS,
  ROOM_OPTIONS,
} from '@591/config';

export type { FilterOption };
export { AGE_BANDS, FRONTAGE_BANDS, ROAD_WIDTH_BANDS, ROOM_OPTIONS };

/** The kind a section's choices are for when none is asked: land lots, shops. */
const DEFAULT_KIND: Partial<Record<Section, number>> = { land: 11, business: 5 };

/**
 * The price and area choices of a list page, as @591/config keeps them (the one place the
 * bands live): by type, kind and region, as section 9 of the specification lays them out
 * (transfers priced like a shop's rent).
 */
export function listBands(
  section: Section,
  type: Exclude<PricedListingType, 8>,
  kind: number | undefined,
  regionId: number | undefined,
): { price: readonly FilterOption[]; area: readonly FilterOption[] } {
  const forKind = kind ?? DEFAULT_KIND[section];
  return {
    price: priceBands({ type, kind: forKind, regionId: regionId ?? 0 }),
    area: areaBands({ type, kind: forKind }),
  };
}
