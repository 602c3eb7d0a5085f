import { and, eq, gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import { realPriceDeals } from '../../db/schema/index.ts';

/**
 * The deals a median price is taken from: homes only, priced without their parking, and never
 * a special deal. A median of land, parking or related-party prices says nothing about a home's.
 */
export function medianDeals(where: SQL | undefined): SQL {
  return and(
    where,
    gt(realPriceDeals.buildingCount, 0),
    isNotNull(realPriceDeals.unitPriceExParking),
    eq(realPriceDeals.special, false),
  )!;
}

/** The median 萬/坪 without parking of the deals selected (see medianDeals). */
export const medianUnitPrice = sql<
  number | null
>`percentile_cont(0.5) within group (order by ${realPriceDeals.unitPriceExParking})`;

/** A median as the API answers it: to the hundredth of a 萬, or null when there were no deals. */
export const roundedMedian = (median: number | string | null | undefined) =>
  median == null ? null : Math.round(Number(median) * 100) / 100;
