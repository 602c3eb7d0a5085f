import type { PriceQuarter } from '@591/api-client';
import { formatThousands } from '@591/config';

const CSS = `
.trend-table{max-height:320px;overflow:auto;border:1px solid #eee;border-radius:6px}
.trend-table:focus-visible{outline:2px solid #b35000;outline-offset:2px}
.trend-table table{width:100%;border-collapse:collapse;font-size:14px}
.trend-table caption{padding:8px 12px;text-align:left;font-weight:700;color:#333}
.trend-table th,.trend-table td{padding:6px 12px;border-top:1px solid #eee;text-align:right;white-space:nowrap}
.trend-table th[scope=row],.trend-table thead th:first-child{text-align:left}
.trend-table thead th{position:sticky;top:0;background:#fafafa;font-weight:400;color:#555}
`;

/** The chart's numbers as a table: read by screen readers, copied by anyone. */
export function TrendTable({ quarters, caption }: { quarters: PriceQuarter[]; caption: string }) {
  return (
    // A scrolling region must be reachable by keyboard, so it takes focus and has a name.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable content needs keyboard access
    <section className="trend-table" tabIndex={0} aria-label={caption}>
      <style href="@591/land/trend-table" precedence="default">
        {CSS}
      </style>
      <table data-testid="trend-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">季別</th>
            <th scope="col">中位數（萬/坪）</th>
            <th scope="col">平均（萬/坪）</th>
            <th scope="col">筆數</th>
          </tr>
        </thead>
        <tbody>
          {[...quarters].reverse().map((quarter) => (
            <tr key={quarter.quarter}>
              <th scope="row">{quarter.quarter}</th>
              <td>{quarter.medianUnitPrice.toFixed(2)}</td>
              <td>{quarter.averageUnitPrice.toFixed(2)}</td>
              <td>{formatThousands(quarter.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
