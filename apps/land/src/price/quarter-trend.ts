import type { PriceQuarter } from '@591/api-client';
import type { Trend } from '@591/chart';

const MEDIAN_COLOUR = '#b35000';
const AVERAGE_COLOUR = '#7a7a7a';

const perPing = (value: number) => `${value} 萬/坪`;

/** The quarters' median and average 萬/坪, as the trend chart draws them. */
export function quarterTrend(quarters: PriceQuarter[]): Trend {
  return {
    points: quarters.map((quarter) => quarter.quarter.replace('Q', ' Q')),
    pointsLabel: '季別',
    unit: '萬/坪',
    series: [
      {
        label: '中位數',
        values: quarters.map((quarter) => quarter.medianUnitPrice),
        colour: MEDIAN_COLOUR,
        format: perPing,
      },
      {
        label: '平均',
        values: quarters.map((quarter) => quarter.averageUnitPrice),
        colour: AVERAGE_COLOUR,
        dashed: true,
        format: perPing,
      },
    ],
  };
}
