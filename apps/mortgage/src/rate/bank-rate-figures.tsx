import type { Trend } from '@591/chart';
import { type BankRate, FIVE_BANK_RATES, monthName, publishedName } from './five-bank-rates.ts';

/** The year-end figures as the trend chart draws them. */
export function bankRateTrend(yearEnds: readonly BankRate[]): Trend {
  return {
    points: yearEnds.map((rate) => rate.month.slice(0, 4)),
    pointsLabel: '年度（12月）',
    unit: '%',
    series: [
      {
        label: '購屋貸款利率',
        values: yearEnds.map((rate) => rate.ratePercent),
        colour: '#b35000',
        format: (value) => `${value}%`,
      },
    ],
  };
}

/** How many rows from `index` on read the same source: its cell spans them. */
function rowsFrom(rates: readonly BankRate[], index: number): number {
  let end = index + 1;
  while (rates[end]?.source === rates[index]!.source) end += 1;
  return end - index;
}

/**
 * Every figure kept, newest first, each with where it was read: the chart's figures for
 * screen readers and for when the chart cannot load, and the months between year ends.
 */
export function BankRateTable() {
  const newestFirst = [...FIVE_BANK_RATES].reverse();
  return (
    <div className="rates__table" data-testid="bank-rate-table">
      <table>
        <caption>五大銀行新承做購屋貸款加權平均利率</caption>
        <thead>
          <tr>
            <th scope="col">月份</th>
            <th scope="col">利率</th>
            <th scope="col">資料來源</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((rate, index) => {
            const sameSource = newestFirst[index - 1]?.source === rate.source;
            return (
              <tr key={rate.month}>
                <th scope="row">{monthName(rate.month)}</th>
                <td>{rate.ratePercent}%</td>
                {!sameSource && (
                  <td rowSpan={rowsFrom(newestFirst, index)}>
                    <a href={rate.source.url} rel="noopener">
                      {rate.source.label}
                    </a>
                    ，{publishedName(rate.source.published)}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
