import type { PriceRecordPage } from '@591/api-client';
import { formatThousands, minWidthQuery } from '@591/config';
import { Pagination, SortHeader } from '@591/ui';
import type { PriceSearch } from './price-search.ts';

const CSS = `
.records{overflow-x:auto;border:1px solid #eee;border-radius:6px}
.records:focus-visible{outline:2px solid #b35000;outline-offset:2px}
.records table{width:100%;min-width:640px;border-collapse:collapse;font-size:14px}
.records caption{padding:8px 12px;text-align:left;color:#555}
.records th,.records td{padding:8px 12px;border-top:1px solid #eee;text-align:left;white-space:nowrap}
.records thead th{background:#fafafa;font-weight:400;color:#555}
.records thead a{color:inherit;text-decoration:none}
.records thead a[aria-current]{color:#8a3d00;font-weight:700}
.records .records__number{text-align:right}
.records tbody tr:hover{background:#fffaf4}
.records__unit{color:#8a3d00;font-weight:700}
.records__special{margin-left:6px;padding:0 6px;border-radius:4px;background:#fdecea;color:#8e1c1c;font-size:12px;font-weight:700}
@media ${minWidthQuery('md')}{.records table{font-size:15px}}
`;

const decimal = (value: number) => value.toFixed(2);

/** One page of the register's records, sortable by date, area, total and unit price. */
export function RecordsTable({
  records,
  search,
  caption,
}: {
  records: PriceRecordPage;
  search: PriceSearch;
  caption: string;
}) {
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table needs keyboard access */}
      <section className="records" tabIndex={0} aria-label={caption}>
        <style href="@591/land/records" precedence="default">
          {CSS}
        </style>
        <table data-testid="price-records">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <SortHeader current={search} order="date">
                交易日期
              </SortHeader>
              <th scope="col">行政區</th>
              <th scope="col">地段</th>
              <th scope="col">使用分區</th>
              <SortHeader current={search} order="area">
                面積（坪）
              </SortHeader>
              <SortHeader current={search} order="total">
                總價（萬）
              </SortHeader>
              <SortHeader current={search} order="unitprice">
                單價（萬/坪）
              </SortHeader>
            </tr>
          </thead>
          <tbody>
            {records.items.map((record) => (
              <tr key={record.serial}>
                <td>
                  {record.date}
                  {record.special && <span className="records__special">特殊交易</span>}
                </td>
                <td>{record.districtName}</td>
                <td>{record.landSection}</td>
                <td>{record.zoning}</td>
                <td className="records__number">{decimal(record.area)}</td>
                <td className="records__number">{formatThousands(record.totalPrice)}</td>
                <td className="records__number records__unit">
                  {record.unitPrice > 0 ? decimal(record.unitPrice) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Pagination page={records.page} pageSize={records.pageSize} total={records.total} />
    </>
  );
}
