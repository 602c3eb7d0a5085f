import type { ListingDetail } from '@591/api-client';
import { formatThousands, originOf, percentFrom } from '@591/config';

const CSS = `
.asking-market p{margin:0 0 8px;color:#333;font-size:15px;line-height:1.6}
.asking-market__gap{font-size:18px;font-weight:700}
.asking-market__gap--below{color:#2e7d32}
.asking-market__gap--above{color:#c62828}
.asking-market__sample{display:inline-block;margin:0 6px 0 0;padding:0 6px;border:1px solid #8f4000;border-radius:3px;color:#8f4000;font-size:13px}
.asking-market__note{color:#555;font-size:14px}
.asking-market a{display:inline-flex;align-items:center;min-height:44px;color:#8f4000}
`;

type Market = NonNullable<ListingDetail['market']>;

const perPing = (value: number) => `${value.toFixed(2)} 萬/坪`;

/** How far the asking unit price is from the deals' median, in whole per cent. */
function gapOf(asking: number, median: number): { text: string; className: string } {
  const percent = percentFrom(asking, median);
  if (percent === 0) return { text: '與行情相當', className: '' };
  return percent < 0
    ? { text: `比行情低 ${-percent}%`, className: 'asking-market__gap--below' }
    : { text: `比行情高 ${percent}%`, className: 'asking-market__gap--above' };
}

/**
 * 議價空間: the asking 萬/坪 against what homes like it registered (the community's, the road's
 * of the same type, else the district's), with the deals behind the figure one tap away on
 * 實價登錄. Too few deals get no figure; the seed's generated deals are named for what they are.
 */
export function AskingMarket({ market, unitPrice }: { market: Market; unitPrice: number | null }) {
  const dealsLink = `${originOf('market')}/price?${market.priceQuery}`;
  const source = `${market.place}近 ${market.months} 個月`;
  return (
    <div className="asking-market" data-testid="asking-market">
      <style href="@591/sale/asking-market" precedence="default">
        {CSS}
      </style>
      {market.sample && (
        <p className="asking-market__note" data-testid="asking-market-sample">
          <span className="asking-market__sample">範例資料</span>
          這個縣市還沒有匯入政府的實價登錄，以下是網站產生的範例成交，不是真實行情。
        </p>
      )}
      {market.median === null ? (
        <p data-testid="asking-market-too-few">
          {market.deals === 0
            ? `${source}沒有可比較的住宅成交，無法估算行情。`
            : `${source}只有 ${market.deals} 筆可比較的住宅成交，筆數太少，不估算行情。`}
        </p>
      ) : (
        <>
          {unitPrice !== null && (
            <p>
              開價 {perPing(unitPrice)}，
              <span
                className={`asking-market__gap ${gapOf(unitPrice, market.median).className}`}
                data-testid="asking-market-gap"
              >
                {gapOf(unitPrice, market.median).text}
              </span>
            </p>
          )}
          <p>
            {source}成交行情 <strong>{perPing(market.median)}</strong>（中位數），共{' '}
            <span data-testid="asking-market-deals">{formatThousands(market.deals)}</span> 筆，範圍{' '}
            {perPing(market.low!)}～{perPing(market.high!)}。
          </p>
          <p className="asking-market__note">單價不含車位，關係人等特殊交易不計。</p>
        </>
      )}
      {market.deals > 0 && (
        <a href={dealsLink} data-testid="asking-market-link">
          看這 {formatThousands(market.deals)} 筆成交
        </a>
      )}
    </div>
  );
}
