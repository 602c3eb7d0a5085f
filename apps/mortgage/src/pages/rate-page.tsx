import { formatThousands, minWidthQuery, YOUTH_LOAN } from '@591/config';
import { Link } from '@591/react-router';
import { DetailSection, FactList } from '@591/ui';

const CSS = `
.rates{max-width:960px;margin:0 auto;padding:16px 16px 48px}
.rates h1{margin:0 0 8px;font-size:24px}
.rates p{color:#444;line-height:1.7}
.rates a{color:#8f4000}
.rates__cta{display:inline-flex;align-items:center;min-height:44px;padding:0 18px;border-radius:22px;background:#a04400;color:#fff!important;font-weight:700;text-decoration:none}
@media ${minWidthQuery('md')}{.rates h1{font-size:28px}}
`;

/** 2023-08-01 as 2023年8月1日. */
const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return `${year}年${month}月${date}日`;
};

/**
 * 房貸利率: the terms of 新青安 as announced, and where the central bank publishes the five
 * major banks' average rate for new home loans. The site keeps no copy of that series: a rate
 * shown here would have to be the bank's published figure, dated and sourced.
 */
export function Component() {
  return (
    <article className="rates">
      <style href="@591/mortgage/rates" precedence="default">
        {CSS}
      </style>
      <h1>房貸利率</h1>
      <p>
        房貸利率由承貸銀行依借款人條件核定。以下整理政府優惠房貸{YOUTH_LOAN.name}
        的條件，並說明全體市場利率的官方資料來源。
      </p>
      <DetailSection title={`${YOUTH_LOAN.name}（${YOUTH_LOAN.fullName}）`} testId="youth-loan">
        <FactList
          facts={[
            ['貸款額度', `最高 ${formatThousands(YOUTH_LOAN.limitWan)} 萬元`],
            ['貸款年限', `最長 ${YOUTH_LOAN.maxYears} 年`],
            ['寬限期', `最長 ${YOUTH_LOAN.maxGraceYears} 年`],
            ['利率', `${YOUTH_LOAN.ratePercent}%（一段式機動利率，各銀行公告為準）`],
            ['實施期間', `${day(YOUTH_LOAN.startsOn)}至${day(YOUTH_LOAN.endsOn)}`],
            [
              '資料來源',
              `${YOUTH_LOAN.source}公告；延長與否及最新條件以${YOUTH_LOAN.source}與承貸銀行公告為準`,
            ],
          ]}
        />
        <p>
          <Link className="rates__cta" to={`/calculator?youth=1&years=${YOUTH_LOAN.maxYears}`}>
            用{YOUTH_LOAN.name}試算月付
          </Link>
        </p>
      </DetailSection>
      <DetailSection title="五大銀行新承做購屋貸款利率" testId="bank-rates">
        <p>
          中央銀行每月公布臺灣銀行、合作金庫、第一銀行、華南銀行、土地銀行等五大銀行新承做購屋貸款的加權平均利率，是觀察房貸利率走勢最常用的官方數列。最新與歷年數字請見
          <a href="https://www.cbc.gov.tw/" rel="noopener">
            中央銀行全球資訊網
          </a>
          的金融統計。
        </p>
      </DetailSection>
    </article>
  );
}
