import type { PriceRecord } from '@591/api-client';
import { fullPrice } from '@591/map';

const CSS = `
.record-list{margin:0;padding:0;list-style:none;border-top:1px solid #eee}
.record-list li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 16px;padding:10px 0;border-bottom:1px solid #eee;font-size:15px}
.record-list__date{color:#555;font-size:13px}
.record-list__price{color:#8a3d00;font-weight:700;white-space:nowrap}
`;

/** 大安區學府段 第三種住宅區: what the register says of where a record is. */
export function recordLabel(record: PriceRecord): string {
  return `${record.districtName}${record.landSection} ${record.zoning}`;
}

/** Records of the real-price register as a list: where, when, how large and the unit price. */
export function RecordList({ records }: { records: readonly PriceRecord[] }) {
  return (
    <ol className="record-list" data-testid="map-records">
      <style href="@591/land/record-list" precedence="default">
        {CSS}
      </style>
      {records.map((record) => (
        <li key={record.id}>
          <span>
            {recordLabel(record)}
            <br />
            <span className="record-list__date">
              {record.date}・{record.area.toFixed(1)}坪
            </span>
          </span>
          <span className="record-list__price">{fullPrice(record.unitPrice, '萬/坪')}</span>
        </li>
      ))}
    </ol>
  );
}
