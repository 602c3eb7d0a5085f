import type { ListingDetail } from '@591/api-client';
import { formatThousands, originOf, percentFrom } from '@591/config';

const CSS = `
.rent-market p{margin:0 0 8px;color:#333;font-size:15px;line-height:1.6}
.rent-market__gap{font-size:18px;font-weight:700}
.rent-market__gap--below{color:#2e7d32}
.rent-market__gap--above{color:#c62828}
.rent-market__note{color:#555;font-size:14px}
.rent-market a{display:inline-flex;align-items:center;min-height:44px;color:#8f4000}
`;

type Market = NonNullable<ListingDetail['rentMarket']>;

const yuan = (value: number) => `${formatThousands(value)} 元/月`;

/** How far the asking rent is from the registered rents' median, in whole per cent. */
function gapOf(rent: number, median: number): { text: string; className: string } {
  const percent = percentFrom(rent, median);
  if (percent === 0) return { text: '與登錄租金相當', className: '' };
  return percent < 0
    ? { text: `比登錄租金低 ${-percent}%`, className: 'rent-market__gap--below' }
    : { text: `比登錄租金高 ${percent}%`, className: 'rent-market__gap--above' };
}

/**
 * The rent against the register (租賃): the district's registered rents of the same kind and
 * size band, their median and range, and the rentals behind them one tap away on 實價登錄.
 */
export function RentMarketBox({ market, rent }: { market: Market; rent: number }) {
  const size =
    market.areaMax === null ? `${market.areaMin} 坪以上` : `${market.areaMin}–${market.areaMax} 坪`;
  const place = `${market.district}${market.kindName}（${size}）近 ${market.months} 個月`;
  return (
    <div className="rent-market" data-testid="rent-market">
      <style href="@591/rent/rent-market" precedence="default">
        {CSS}
      </style>
      {market.median === null ? (
        <p data-testid="rent-market-too-few">
          {market.deals === 0
            ? `${place}沒有登錄的租賃成交，無法比較。`
            : `${place}只有 ${market.deals} 筆登錄的租賃成交，筆數太少，不計算中位數。`}
        </p>
      ) : (
        <>
          <p>
            月租 {yuan(rent)}，
            <span
              className={`rent-market__gap ${gapOf(rent, market.median).className}`}
              data-testid="rent-market-gap"
            >
              {gapOf(rent, market.median).text}
            </span>
          </p>
          <p>
            {place}登錄租金中位數 <strong>{yuan(market.median)}</strong>，共{' '}
            <span data-testid="rent-market-deals">{formatThousands(market.deals)}</span> 筆，範圍{' '}
            {yuan(market.low!)}～{yuan(market.high!)}。
          </p>
          <p className="rent-market__note">租金不含另計的車位，關係人等特殊交易不計。</p>
        </>
      )}
      {market.deals > 0 && (
        <a href={`${originOf('market')}/price?${market.priceQuery}`} data-testid="rent-market-link">
          看這 {formatThousands(market.deals)} 筆租賃成交
        </a>
      )}
    </div>
  );
}
