import type { DealMonth } from '@591/api-client';
import type { DealUnits } from './deal-units.ts';

const CSS = `
.deal-trend{width:100%;max-width:520px;border-collapse:collapse;font-size:14px;font-variant-numeric:tabular-nums}
.deal-trend caption{text-align:left;margin:0 0 8px;color:#555}
.deal-trend th,.deal-trend td{padding:6px 8px;border-bottom:1px solid #eee;text-align:right}
.deal-trend th:first-child,.deal-trend td:first-child{text-align:left}
`;

/** Each month's median 萬/坪 (homes, without parking, special deals left out) and its count. */
export function DealTrendTable({
  months,
  caption,
  units,
}: {
  months: DealMonth[];
  caption: string;
  units: DealUnits;
}) {
  return (
    <table className="deal-trend">
      <style href="@591/market/deal-trend" precedence="default">
        {CSS}
      </style>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">月份</th>
          <th scope="col">中位數（{units.unit}）</th>
          <th scope="col">筆數</th>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month}>
            <td>{month.month}</td>
            <td>{units.unitText(month.medianUnitPrice)}</td>
            <td>{month.deals}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
