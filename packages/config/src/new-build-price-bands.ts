import { bandOptions } from './band-options.ts';
import { type BandRange, type FilterOption, parseBandId } from './filter-option.ts';

/**
 * New-build total prices in 萬. The new-build search takes the band's position, 0 to 6, not a
 * 'lower_upper' range, so the ids here are those positions.
 */
const CUTS = {
  default: [500, 1000, 1500, 2000, 2500, 3000],
  taipei: [1500, 2000, 2500, 3000, 4000, 5000],
  newTaipei: [1000, 1500, 2000, 2500, 3000, 4000],
};

const indexed = (cuts: number[]): readonly FilterOption[] =>
  bandOptions(cuts, '萬').map(({ name }, index) => ({ id: String(index), name }));

export const NEW_BUILD_PRICE_BANDS = {
  default: indexed(CUTS.default),
  taipei: indexed(CUTS.taipei),
  newTaipei: indexed(CUTS.newTaipei),
} as const;

const TAIPEI = 1;
const NEW_TAIPEI = 3;

const cutsOf = (regionId: number) =>
  regionId === TAIPEI ? CUTS.taipei : regionId === NEW_TAIPEI ? CUTS.newTaipei : CUTS.default;

export function newBuildPriceBands(regionId: number): readonly FilterOption[] {
  if (regionId === TAIPEI) return NEW_BUILD_PRICE_BANDS.taipei;
  if (regionId === NEW_TAIPEI) return NEW_BUILD_PRICE_BANDS.newTaipei;
  return NEW_BUILD_PRICE_BANDS.default;
}

/** The 萬 range of the band at this position of newBuildPriceBands(regionId), or null if none. */
export function newBuildPriceRange(regionId: number, position: number): BandRange | null {
  const band = bandOptions(cutsOf(regionId), '萬')[position];
  return band ? parseBandId(band.id) : null;
}
