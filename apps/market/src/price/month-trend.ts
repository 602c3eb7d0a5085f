import type { DealMonth } from '@591/api-client';
import type { Trend } from '@591/chart';

const MEDIAN_COLOUR = '#b35000';

/**
 * Each month's median 萬/坪 as the trend chart draws it, the number of deals behind the point
 * beside it in the legend: a median of three deals is not one of three hundred.
 */
export function monthTrend(months: DealMonth[]): Trend {
  return {
    points: months.map((month) => month.month),
    pointsLabel: '月份',
    unit: '萬/坪',
    series: [
      {
        label: '中位數',
        values: months.map((month) => month.medianUnitPrice),
        colour: MEDIAN_COLOUR,
        format: (value, index) => `${value.toFixed(2)} 萬/坪（${months[index]?.deals ?? 0} 筆）`,
      },
    ],
  };
}
