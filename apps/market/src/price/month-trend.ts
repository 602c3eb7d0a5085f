import type { DealMonth } from '@591/api-client';
import type { Trend } from '@591/chart';
import type { DealUnits } from './deal-units.ts';

const MEDIAN_COLOUR = '#b35000';

/**
 * Each month's median 萬/坪 as the trend chart draws it, the number of deals behind the point
 * beside it in the legend: a median of three deals is not one of three hundred.
 */
export function monthTrend(months: DealMonth[], units: DealUnits): Trend {
  // A rent's median is drawn in 元/坪 (the API's 萬 scaled back), a sale's in 萬/坪.
  const scale = units.unit === '元/坪' ? 10_000 : 1;
  return {
    points: months.map((month) => month.month),
    pointsLabel: '月份',
    unit: units.unit,
    series: [
      {
        label: '中位數',
        values: months.map((month) => month.medianUnitPrice * scale),
        colour: MEDIAN_COLOUR,
        format: (value, index) =>
          `${units.unitText(value / scale)} ${units.unit}（${months[index]?.deals ?? 0} 筆）`,
      },
    ],
  };
}
