import type { DealPage, RealPriceDeal } from '@591/api-client';
import { SortHeader, type TableOrder } from '@591/ui';
import { type DealUnits, dealUnits } from './deal-units.ts';

const CSS = `
.deals{width:100%;min-width:1040px;border-collapse:collapse;font-size:14px;font-variant-numeric:tabular-nums}
.deals caption{text-align:left;margin:0 0 8px;color:#555}
.deals th,.deals td{padding:8px 6px;border-bottom:1px solid #eee;text-align:left;vertical-align:top}
.deals th{background:#faf6f2;font-weight:700;white-space:nowrap}
.deals thead a{display:inline-flex;align-items:center;min-height:32px;color:inherit;text-decoration:none}
.deals thead a[aria-current]{color:#8a3d00}
.deals td.deals__number,.deals td:first-child{text-align:right;white-space:nowrap}
.deals td:first-child{text-align:left}
.deals__special{display:inline-block;margin:0 0 2px;padding:0 6px;border-radius:4px;background:#fdecea;color:#8e1c1c;font-size:12px;font-weight:700}
.deals__remarks{color:#666;font-size:13px}
.deals__project{color:#5c3300;font-size:13px}
.deals__scroll{overflow-x:auto}
.deals__scroll:focus-visible{outline:2px solid #b35000;outline-offset:2px}
.deals td:nth-child(2){min-width:220px}
.deals td.deals__short{white-space:nowrap}
`;

const floorsText = (deal: RealPriceDeal) => {
  const floors = deal.floors.map((floor) => (floor < 0 ? `B${-floor}` : `${floor}F`)).join('、');
  if (!floors) return '—';
  return deal.totalFloors ? `${floors}/${deal.totalFloors}F` : floors;
};

/** 住宅大樓 of 住宅大樓(11層含以上有電梯): the register writes each type with its definition. */
const typeText = (deal: RealPriceDeal) =>
  (deal.buildingType || deal.target).replace(/[(（][^)）]*[)）]$/, '');

const layoutText = (deal: RealPriceDeal) =>
  deal.rooms ? `${deal.rooms}房${deal.halls ?? 0}廳${deal.bathrooms ?? 0}衛` : '—';

/**
 * The deals as published: where, when, what, and the price, with the unit price both as
 * registered and without the parking. A special deal says so and shows its 備註.
 */
export function DealsTable({
  deals,
  caption,
  order,
  units = dealUnits('sale'),
}: {
  deals: DealPage;
  caption: string;
  /** A rental's prices in 元/月 and 元/坪; a sale's in 萬 and 萬/坪. */
  units?: DealUnits;
  /** The order the deals are in, when the table can sort them (a search's, not a short list's). */
  order?: TableOrder;
}) {
  const totalWord = units.total === '萬' ? '總價' : '租金';
  const totalName = `${totalWord}（${units.total}）`;
  const unitName = `單價（${units.unit}）`;
  // Eleven columns do not fit a phone: the table keeps its width and scrolls sideways, by
  // swipe or, focused, by the arrow keys, instead of squeezing each cell to a character.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table needs keyboard access
    <section className="deals__scroll" tabIndex={0} aria-label={caption}>
      <style href="@591/market/deals" precedence="default">
        {CSS}
      </style>
      <table className="deals">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {order ? (
              <SortHeader order="date" current={order}>
                交易日期
              </SortHeader>
            ) : (
              <th scope="col">交易日期</th>
            )}
            <th scope="col">地址</th>
            <th scope="col">型態</th>
            <th scope="col">樓層</th>
            <th scope="col">格局</th>
            <th scope="col">屋齡</th>
            {order ? (
              <SortHeader order="area" current={order}>
                面積（坪）
              </SortHeader>
            ) : (
              <th scope="col">面積（坪）</th>
            )}
            {order ? (
              <SortHeader order="total" current={order}>
                {totalName}
              </SortHeader>
            ) : (
              <th scope="col">{totalName}</th>
            )}
            {order ? (
              <SortHeader order="unitprice" current={order}>
                {unitName}
              </SortHeader>
            ) : (
              <th scope="col">{unitName}</th>
            )}
            <th scope="col">不含車位單價</th>
            <th scope="col">車位</th>
          </tr>
        </thead>
        <tbody>
          {deals.items.map((deal) => (
            <tr key={deal.serial} data-testid="deal" data-special={deal.special || undefined}>
              <td>{deal.tradedOn}</td>
              <td>
                {deal.special && <span className="deals__special">特殊交易</span>}
                <div>{deal.address}</div>
                {deal.projectName && (
                  <div className="deals__project">
                    建案：{deal.projectName}
                    {deal.unitNumber && `・${deal.unitNumber}`}
                  </div>
                )}
                {deal.remarks && <div className="deals__remarks">{deal.remarks}</div>}
              </td>
              <td className="deals__short" title={deal.buildingType || deal.target}>
                {typeText(deal)}
              </td>
              <td className="deals__short">{floorsText(deal)}</td>
              <td className="deals__short">{layoutText(deal)}</td>
              <td className="deals__number">
                {deal.ageYears === null ? '—' : `${deal.ageYears}年`}
              </td>
              <td className="deals__number">{deal.areaPing.toFixed(2)}</td>
              <td className="deals__number">{units.totalText(deal.totalPrice)}</td>
              <td className="deals__number">
                {deal.unitPrice === null ? '—' : units.unitText(deal.unitPrice)}
              </td>
              <td className="deals__number">
                {deal.unitPriceExParking === null ? '—' : units.unitText(deal.unitPriceExParking)}
              </td>
              <td className="deals__number">
                {deal.parkingCount > 0
                  ? `${deal.parkingCount}個${deal.parkingPrice > 0 ? `／${units.totalText(deal.parkingPrice)}${units.total}` : `（含在${totalWord}）`}`
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
