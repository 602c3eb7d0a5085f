import { bandOptions } from './band-options.ts';
import type { FilterOption } from './filter-option.ts';
import { CARPORT_KIND } from './listing-kinds.ts';

const TAIPEI = 1;

/** 新北, 新竹市, 新竹縣, 桃園 and 台中: dearer than the default bands, cheaper than Taipei. */
export const MID_PRICE_SALE_REGIONS: readonly number[] = [3, 4, 5, 6, 8];

/** Second-hand sale prices in 萬 (10,000 NT$). */
export const SALE_PRICE_BANDS = {
  default: bandOptions([500, 750, 1000, 1250, 1500, 2000], '萬'),
  taipei: bandOptions([1000, 1500, 2000, 3000, 4000, 5000], '萬'),
  midPrice: bandOptions([750, 1000, 1250, 1500, 2000, 3000], '萬'),
  carport: bandOptions([100, 150, 200], '萬'),
} as const satisfies Record<string, readonly FilterOption[]>;

/** Homes and foreclosures by region; carports have one list for every region. */
export function salePriceBands(regionId: number, kind?: number): readonly FilterOption[] {
  if (kind === CARPORT_KIND) return SALE_PRICE_BANDS.carport;
  if (regionId === TAIPEI) return SALE_PRICE_BANDS.taipei;
  if (MID_PRICE_SALE_REGIONS.includes(regionId)) return SALE_PRICE_BANDS.midPrice;
  return SALE_PRICE_BANDS.default;
}
