import { commercialPriceBands } from './commercial-price-bands.ts';
import type { FilterOption } from './filter-option.ts';
import { SHOP_KIND } from './listing-kinds.ts';
import type { ListingTypeId } from './listing-types.ts';
import { newBuildPriceBands } from './new-build-price-bands.ts';
import { RENT_PRICE_BANDS } from './rent-price-bands.ts';
import { salePriceBands } from './sale-price-bands.ts';
import { isCommercialKind } from './sections.ts';

/** The types with price filters: a listing's (1 rent, 2 sale, 6 transfer) and 8, a new build's category. */
export type PricedListingType = ListingTypeId | 8;

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
      return isCommercialKind(kind)
        ? commercialPriceBands(kind, 'rent', regionId)
        : RENT_PRICE_BANDS;
    case 2:
      return isCommercialKind(kind)
        ? commercialPriceBands(kind, 'sale', regionId)
        : salePriceBands(regionId, kind);
    case 6:
      return commercialPriceBands(SHOP_KIND, 'rent', regionId);
    case 8:
      return newBuildPriceBands(regionId);
  }
}
