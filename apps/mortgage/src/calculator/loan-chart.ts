import type { Trend } from '@591/chart';
import { formatThousands } from '@591/config';
import type { YearRow } from './yearly.ts';

const tenThousands = (value: number) => `${formatThousands(Math.round(value / 100) / 100)} 萬`;

/** Each year's principal against its interest, as the trend chart draws them. */
export function loanTrend(years: YearRow[]): Trend {
  return {
    points: years.map((row) => `第${row.year}年`),
    pointsLabel: '年度',
    unit: '萬元',
    series: [
      {
        label: '本金',
        values: years.map((row) => Math.round(row.principal / 100) / 100),
        colour: '#b35000',
        format: (value) => tenThousands(value * 10_000),
      },
      {
        label: '利息',
        values: years.map((row) => Math.round(row.interest / 100) / 100),
        colour: '#5a6b8c',
        dashed: true,
        format: (value) => tenThousands(value * 10_000),
      },
    ],
  };
}
