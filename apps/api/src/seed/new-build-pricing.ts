import type { Random } from '../lib/random.ts';
import type { BuildingFacts } from './new-build-building.ts';

/** New builds ask this much more per 坪 than the region's existing flats (RegionSeed). */
const NEW_BUILD_PREMIUM = 1.2;
/** Houses sell their land with them: the 坪 of floor costs less than a flat's. */
const HOUSE_DISCOUNT = 0.85;

export interface PriceFacts {
  /** 萬/坪; null while 價格待定. */
  unitPriceMin: number | null;
  unitPriceMax: number | null;
  /** 萬. */
  totalPriceMin: number | null;
  totalPriceMax: number | null;
  /** 萬 a parking space. */
  parkingPriceMin: number | null;
  parkingPriceMax: number | null;
}

const UNKNOWN: PriceFacts = {
  unitPriceMin: null,
  unitPriceMax: null,
  totalPriceMin: null,
  totalPriceMax: null,
  parkingPriceMin: null,
  parkingPriceMax: null,
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const tens = (value: number) => Math.round(value / 10) * 10;

/**
 * A project's asking prices: 萬/坪 from its region's flats and its district's standing, low
 * floors to high; totals are those prices times the smallest and largest units; a parking
 * space costs a few 坪 of flat, less when mechanical.
 */
export function priceFacts(
  random: Random,
  building: BuildingFacts,
  place: { regionUnitPrice: number; districtFactor: number },
  known: boolean,
): PriceFacts {
  if (!known) return UNKNOWN;
  const houses = building.shape === 'townhouse' || building.shape === 'villa';
  const base =
    place.regionUnitPrice *
    NEW_BUILD_PREMIUM *
    place.districtFactor *
    (houses ? HOUSE_DISCOUNT : 1) *
    random.spread(0.12);
  const unitPriceMin = oneDecimal(base * random.between(0.9, 0.96));
  const unitPriceMax = oneDecimal(base * random.between(1.04, 1.15));
  const parking =
    base * random.between(2.2, 3.2) * (building.parkingPlan.includes('機械') ? 0.7 : 1);
  return {
    unitPriceMin,
    unitPriceMax,
    totalPriceMin: Math.round(unitPriceMin * building.areaMin),
    totalPriceMax: Math.round(unitPriceMax * building.areaMax),
    // A house's garage is part of the house: no price of its own.
    parkingPriceMin: houses ? null : tens(parking * 0.9),
    parkingPriceMax: houses ? null : tens(parking * 1.15),
  };
}
