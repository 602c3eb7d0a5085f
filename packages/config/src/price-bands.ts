import { commercialPriceBands } from './commercial-price-bands.ts';
import type { FilterOption } from './filter-option.ts';
import { isBusinessKind } from './listing-kinds.ts';
import { newBuildPriceBands } from './new-build-price-bands.ts';
import { RENT_PRICE_BANDS } from './rent-price-bands.ts';
import { salePriceBands } from './sale-price-bands.ts';

/** The listing types with price filters: 1 rent, 2 sale, 6 transfer (頂讓), 8 new build. */
export type PricedListingType = 1 | 2 | 6 | 8;

const STORE_KIND = 5;

export interface PriceBandQuery {
  type: PricedListingType;
  kind?: number;
  regionId: number;
}

/**
 * The price choices of a list page. Business kinds (shop, office, live-and-work office,
 * factory, land) have per-region bands for rent and sale; a transfer is priced like a shop's
 * rent; homes use the rent bands or the sale bands of their region (carports their own).
 */
export function priceBands({ type, kind, regionId }: PriceBandQuery): readonly FilterOption[] {
  switch (type) {
    case 1:
      return isBusinessKind(kind) ? commercialPriceBands(kind, 'rent', regionId) : RENT_PRICE_BANDS;
    case 2:
      return isBusinessKind(kind)
        ? commercialPriceBands(kind, 'sale', regionId)
        : salePriceBands(regionId, kind);
    case 6:
      return commercialPriceBands(STORE_KIND, 'rent', regionId);
    case 8:
      return newBuildPriceBands(regionId);
  }
}
