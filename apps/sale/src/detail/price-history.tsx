import type { SaleFacts } from '@591/api-client';
import { formatThousands } from '@591/config';

const CSS = `
.price-history{width:100%;border-collapse:collapse;font-size:15px}
.price-history caption{padding-bottom:8px;color:#555;font-size:14px;text-align:left}
.price-history th,.price-history td{padding:8px;border-bottom:1px solid #eee;text-align:right}
.price-history th:first-child,.price-history td:first-child{text-align:left}
.price-history thead th{color:#555;font-size:14px;font-weight:400}
.price-history__down{color:#2e7d32}
.price-history__up{color:#c62828}
`;

/** How the asking price changed from one entry to the next, in 萬; none for the first. */
function changeText(price: number, previous: number | undefined): [string, string] {
  if (previous === undefined) return ['—', ''];
  const change = price - previous;
  if (change === 0) return ['不變', ''];
  return change < 0
    ? [`降 ${formatThousands(-change)}萬`, 'price-history__down']
    : [`漲 ${formatThousands(change)}萬`, 'price-history__up'];
}

/** Every asking price of the listing, oldest first and today's last, with each change. */
export function PriceHistory({ history }: { history: SaleFacts['priceHistory'] }) {
  const entries = [...history].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <table className="price-history" data-testid="price-history">
      <style href="@591/sale/price-history" precedence="default">
        {CSS}
      </style>
      <caption>開價紀錄，最新的在最後</caption>
      <thead>
        <tr>
          <th scope="col">日期</th>
          <th scope="col">總價</th>
          <th scope="col">變動</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => {
          const [change, className] = changeText(entry.price, entries[index - 1]?.price);
          return (
            <tr key={`${entry.date}-${index}`}>
              <td>{entry.date}</td>
              <td>{formatThousands(entry.price)}萬</td>
              <td className={className || undefined}>{change}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
