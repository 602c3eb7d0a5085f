import { TrendChart } from '@591/chart';
import { formatThousands, minWidthQuery } from '@591/config';
import { Link, useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import { DealsOrigin, placeName, RegionPicker, UnknownDistrictNotice } from '@591/ui';
import { useMemo } from 'react';
import { PriceFilters } from '../price/price-filters.tsx';
import type { PricePage } from '../price/price-page-data.ts';
import { withPriceRegion } from '../price/price-search.ts';
import { quarterTrend } from '../price/quarter-trend.ts';
import { RecordsTable } from '../price/records-table.tsx';
import { TrendTable } from '../price/trend-table.tsx';

const CSS = `
.land-price{max-width:1200px;margin:0 auto;padding:16px 16px 32px}
.land-price__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.land-price__head h1{margin:0;font-size:22px;line-height:1.4}
.land-price__summary{flex-basis:100%;margin:0;color:#555;font-size:14px}
.land-price__section{margin:28px 0 0}
.land-price__section h2{margin:0 0 12px;font-size:19px}
.land-price__trend{display:grid;gap:16px}
.land-price__notice{margin:16px 0 0;padding:12px 16px;border-radius:6px;background:#fdecea;color:#8e1c1c}
.land-price__empty{margin:0;padding:32px 16px;border-radius:6px;background:#f7f7f7;color:#555;text-align:center}
@media ${minWidthQuery('md')}{.land-price__head h1{font-size:26px}}
@media ${minWidthQuery('lg')}{.land-price__trend{grid-template-columns:minmax(0,2fr) minmax(0,1fr);align-items:start}}
`;

/**
 * 近5年共 40 筆成交（走勢計 11 筆，不含特殊交易），最近一季（2026Q2）每坪中位數 66.84 萬。
 * The trend leaves special deals out: the summary says how many it rests on when that differs.
 */
function summaryOf(data: PricePage): string {
  const counted = data.trends.quarters.reduce((sum, quarter) => sum + quarter.count, 0);
  const listed = data.records.total;
  const latest = data.trends.quarters.at(-1);
  const span = `近${data.search.years}年共 ${formatThousands(listed)} 筆成交${
    counted === listed ? '' : `（走勢計 ${formatThousands(counted)} 筆，不含特殊交易）`
  }`;
  return latest
    ? `${span}，最近一季（${latest.quarter}）每坪中位數 ${latest.medianUnitPrice.toFixed(2)} 萬。`
    : `${span}。`;
}

export function Component({ data }: { data: PricePage }) {
  const [params] = useSearchParams();
  const { region, search, trends, records } = data;
  const place = placeName(data);
  const trendName = `${place}近${search.years}年每坪單價走勢（萬/坪）`;
  const trend = useMemo(() => quarterTrend(trends.quarters), [trends.quarters]);
  return (
    <div className="land-price">
      <style href="@591/land/price-page" precedence="default">
        {CSS}
      </style>
      <header className="land-price__head">
        <h1>{place}土地實價登錄行情</h1>
        <RegionPicker
          regionId={region.id}
          regionName={region.name}
          searchFor={(regionId) => withPriceRegion(params, regionId).toString()}
        />
        <p className="land-price__summary" data-testid="price-summary">
          {summaryOf(data)}
        </p>
      </header>
      <DealsOrigin sample={records.sample}>
        特殊交易（親友間、含公共設施保留地等）列出但不計入走勢。
      </DealsOrigin>
      <PriceFilters region={region} search={search} />
      {data.invalid && (
        <UnknownDistrictNotice className="land-price__notice" region={region} listed="行情">
          <Link to={{ search: `?${withPriceRegion(params, region.id)}` }}>重新選擇行政區</Link>
        </UnknownDistrictNotice>
      )}
      <section className="land-price__section" aria-labelledby="price-trend-title">
        <h2 id="price-trend-title">每坪單價走勢</h2>
        {trends.quarters.length > 0 ? (
          <div className="land-price__trend">
            <TrendChart trend={trend} label={trendName} />
            <TrendTable quarters={trends.quarters} caption={`${trendName}數據表`} />
          </div>
        ) : (
          <p className="land-price__empty" role="status">
            {place}近{search.years}年沒有土地實價登錄成交紀錄，可以試試拉長期間或選擇其他行政區。
          </p>
        )}
      </section>
      <section className="land-price__section" aria-labelledby="price-records-title">
        <h2 id="price-records-title">實價登錄紀錄</h2>
        {records.items.length > 0 ? (
          <RecordsTable
            records={records}
            search={search}
            caption={`${place}土地成交紀錄，共 ${formatThousands(records.total)} 筆，第 ${records.page} 頁`}
          />
        ) : (
          <p className="land-price__empty" role="status">
            {records.total > 0 ? (
              <>
                這一頁沒有紀錄。
                <Link to={{ search: `?${withParam(params, 'page', null)}` }}>回到第一頁</Link>
              </>
            ) : (
              `${place}目前沒有土地實價登錄紀錄。`
            )}
          </p>
        )}
      </section>
    </div>
  );
}
