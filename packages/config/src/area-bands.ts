import { bandOptions } from './band-options.ts';
import type { FilterOption } from './filter-option.ts';
import type { PricedListingType } from './price-bands.ts';

/** Floor or lot area in 坪 (3.3058 m²). */
export const AREA_BANDS = {
  rent: bandOptions([10, 20, 30, 40, 50], '坪'),
  sale: bandOptions([20, 30, 40, 50, 70, 100], '坪'),
  business: bandOptions([20, 50, 100, 200, 500], '坪'),
  factory: bandOptions([100, 300, 500, 1000, 2000], '坪'),
  land: bandOptions([50, 100, 300, 500, 1000], '坪'),
} as const;

const FACTORY_KIND = 7;
const LAND_KIND = 11;
const BUSINESS_FLOOR_KINDS: readonly number[] = [5, 6, 12];

/** Area choices of a list page: by kind for business listings, by type for homes. */
export function areaBands({
  type,
  kind,
}: {
  type: PricedListingType;
  kind?: number;
}): readonly FilterOption[] {
  if (kind === LAND_KIND) return AREA_BANDS.land;
  if (kind === FACTORY_KIND) return AREA_BANDS.factory;
  if (type === 6 || BUSINESS_FLOOR_KINDS.includes(kind ?? Number.NaN)) return AREA_BANDS.business;
  return type === 1 ? AREA_BANDS.rent : AREA_BANDS.sale;
}
