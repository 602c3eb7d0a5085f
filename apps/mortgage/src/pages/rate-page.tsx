import { TrendChart } from '@591/chart';
import { formatThousands, minWidthQuery, YOUTH_LOAN, youthLoanOpen } from '@591/config';
import { Link } from '@591/react-router';
import { DetailSection, FactList } from '@591/ui';
import { BankRateTable, bankRateTrend } from '../rate/bank-rate-figures.tsx';
import {
  CENTRAL_BANK,
  latestRate,
  monthName,
  publishedName,
  yearEndRates,
} from '../rate/five-bank-rates.ts';

const CSS = `
.rates{max-width:960px;margin:0 auto;padding:16px 16px 48px}
.rates h1{margin:0 0 8px;font-size:24px}
.rates p{color:#444;line-height:1.7}
.rates a{color:#8f4000}
.rates__latest{font-size:18px;color:#222!important}
.rates__latest strong{font-size:28px;color:#a04400}
.rates__table{overflow-x:auto;margin-top:16px}
.rates__table table{width:100%;border-collapse:collapse;font-size:14px}
.rates__table caption{text-align:left;padding:0 0 8px;color:#555}
.rates__table th,.rates__table td{padding:6px 10px;border-top:1px solid #eee;text-align:left;white-space:nowrap;font-weight:400;vertical-align:top}
.rates__table thead th{font-weight:700}
.rates__table td[rowspan]{white-space:normal}
.rates__table td:nth-child(2){text-align:right;font-variant-numeric:tabular-nums}
.rates__cta{display:inline-flex;align-items:center;min-height:44px;padding:0 18px;border-radius:22px;background:#a04400;color:#fff!important;font-weight:700;text-decoration:none}
@media ${minWidthQuery('md')}{.rates h1{font-size:28px}}
`;

/** 2023-08-01 as 2023年8月1日. */
const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return `${year}年${month}月${date}日`;
};

const YEAR_ENDS = yearEndRates();
const TREND = bankRateTrend(YEAR_ENDS);

/**
 * 房貸利率: the five major banks' average rate for new home loans over the years (the central
 * bank's figures the site keeps, each with its source), and the terms of 新青安 with whether it
 * still takes applications.
 */
export function Component() {
  const latest = latestRate();
  const open = youthLoanOpen(new Date());
  return (
    <article className="rates">
      <style href="@591/mortgage/rates" precedence="default">
        {CSS}
      </style>
      <h1>房貸利率</h1>
      <p>
        房貸利率由承貸銀行依借款人條件核定。以下是中央銀行公布的五大銀行新承做購屋貸款利率歷年走勢，以及政府優惠房貸
        {YOUTH_LOAN.name}的條件。
      </p>
      <DetailSection title="五大銀行新承做購屋貸款利率" testId="bank-rates">
        <p className="rates__latest">
          {monthName(latest.month)}：<strong>{latest.ratePercent}%</strong>
        </p>
        <p>
          {CENTRAL_BANK.name}
          每月公布臺灣銀行、合作金庫、第一銀行、華南銀行、土地銀行新承做購屋貸款的加權平均利率，是觀察房貸利率走勢最常用的官方數列。上方為本站收錄的最新一期（
          {publishedName(latest.source.published)}公布）；更新的月份請見
          <a href={CENTRAL_BANK.url} rel="noopener">
            {CENTRAL_BANK.name}全球資訊網
          </a>
          「{CENTRAL_BANK.series}」。
        </p>
        <TrendChart
          trend={TREND}
          label={`五大銀行新承做購屋貸款利率，每年12月，${YEAR_ENDS[0]!.month.slice(0, 4)}至${YEAR_ENDS.at(-1)!.month.slice(0, 4)}年`}
        />
        <BankRateTable />
      </DetailSection>
      <DetailSection title={`${YOUTH_LOAN.name}（${YOUTH_LOAN.fullName}）`} testId="youth-loan">
        <FactList
          facts={[
            ['貸款額度', `最高 ${formatThousands(YOUTH_LOAN.limitWan)} 萬元`],
            ['貸款年限', `最長 ${YOUTH_LOAN.maxYears} 年`],
            ['寬限期', `最長 ${YOUTH_LOAN.maxGraceYears} 年`],
            ['利率', `${YOUTH_LOAN.ratePercent}%（一段式機動利率，各銀行公告為準）`],
            [
              '申請期間',
              `${day(YOUTH_LOAN.startsOn)}至${day(YOUTH_LOAN.endsOn)}${open ? '' : '（已截止申請）'}`,
            ],
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
    </article>
  );
}
