import { formatThousands, minWidthQuery } from '@591/config';
import { Link } from '@591/react-router';
import { ListingPhoto } from '@591/ui';
import { useSalePath } from '../app/sale-paths.ts';
import { lowestColumns } from './best-values.ts';
import type { ComparedHouse } from './comparison-data.ts';
import { COMPARISON_ROWS } from './comparison-rows.ts';

const CSS = `
.pk-table{overflow-x:auto;margin:16px 0 0;border:1px solid #e6e6e6;border-radius:8px;background:#fff}
.pk-table:focus-visible{outline:2px solid #b35000;outline-offset:2px}
.pk-table table{width:100%;border-collapse:collapse;table-layout:fixed;min-width:calc(88px + var(--pk-columns) * 168px)}
.pk-table caption{padding:10px 12px;text-align:left;color:#555;font-size:14px}
.pk-table th,.pk-table td{padding:10px 12px;border-top:1px solid #eee;text-align:left;vertical-align:top;font-size:14px;line-height:1.5;overflow-wrap:anywhere}
.pk-table tbody th{position:sticky;left:0;z-index:1;width:88px;background:#fafafa;color:#555;font-weight:400}
.pk-table thead td{position:sticky;left:0;z-index:1;width:88px;background:#fafafa}
.pk-table__photo{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:6px;background:#f2f2f2}
.pk-table__nophoto{display:flex;align-items:center;justify-content:center;aspect-ratio:4/3;border-radius:6px;background:#f2f2f2;color:#6b6b6b;font-size:13px}
.pk-table .pk-table__title{display:block;margin:8px 0 4px;color:#222;font-size:15px;font-weight:700;text-decoration:none}
.pk-table .pk-table__title:hover{color:#b35000;text-decoration:underline}
.pk-table__price{display:block;color:#c62828;font-size:18px;font-weight:700}
.pk-table__remove{margin-top:8px;min-height:32px;padding:2px 12px;border:1px solid #949494;border-radius:16px;background:#fff;color:#333;font:inherit;font-size:13px;cursor:pointer}
.pk-table__remove:hover{border-color:#c62828;color:#c62828}
.pk-table__best{background:#fff4e8;font-weight:700;color:#8a3d00}
.pk-table__badge{display:inline-block;margin-left:6px;padding:0 6px;border-radius:3px;background:#b35000;color:#fff;font-size:12px;font-weight:400}
.pk-table__none{color:#6b6b6b}
@media ${minWidthQuery('md')}{
.pk-table tbody th,.pk-table thead td{width:120px}
.pk-table table{min-width:0}
}
`;

/**
 * Up to four sale listings side by side, one column each, a row per fact; the best value of
 * unit price, 公設比 and building age is marked in words, not colour alone. On a phone the
 * table scrolls sideways with the row names kept in view.
 */
export function ComparisonTable({
  houses,
  onRemove,
  tableRef,
}: {
  houses: ComparedHouse[];
  onRemove: (house: ComparedHouse) => void;
  tableRef?: React.Ref<HTMLElement>;
}) {
  const salePath = useSalePath();
  return (
    <section
      className="pk-table"
      aria-label="房屋比較表"
      // Focused from code when a column is removed; the links and buttons inside scroll it.
      tabIndex={-1}
      ref={tableRef}
      style={{ '--pk-columns': houses.length } as React.CSSProperties}
    >
      <style href="@591/sale/comparison-table" precedence="default">
        {CSS}
      </style>
      <table>
        <caption>並排比較 {houses.length} 間物件，標示單價、公設比與屋齡的最佳值</caption>
        <thead>
          <tr>
            <td />
            {houses.map((house, index) => {
              const { listing } = house;
              return (
                <th scope="col" key={listing.id}>
                  {listing.cover ? (
                    <ListingPhoto
                      className="pk-table__photo"
                      photo={listing.cover}
                      alt=""
                      sizes={`${minWidthQuery('md')} 260px, 168px`}
                      eager={index === 0}
                    />
                  ) : (
                    <div className="pk-table__nophoto">暫無照片</div>
                  )}
                  <Link className="pk-table__title" to={salePath(String(listing.id))}>
                    {listing.title}
                  </Link>
                  <span className="pk-table__price">{formatThousands(listing.price)}萬</span>
                  <button
                    type="button"
                    className="pk-table__remove"
                    aria-label={`移除 ${listing.title}`}
                    onClick={() => onRemove(house)}
                  >
                    移除
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {COMPARISON_ROWS.map((row) => {
            const best = row.lowestIsBest
              ? lowestColumns(houses.map((house) => row.lowestIsBest!.value(house)))
              : new Set<number>();
            return (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {houses.map((house, index) => {
                  const text = row.text(house);
                  return (
                    <td
                      key={house.listing.id}
                      className={best.has(index) ? 'pk-table__best' : undefined}
                    >
                      {text ?? <span className="pk-table__none">—</span>}
                      {best.has(index) && (
                        <span className="pk-table__badge">{row.lowestIsBest!.badge}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
