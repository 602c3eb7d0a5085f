import { TrendChart } from '@591/chart';
import {
  formatThousands,
  minWidthQuery,
  REAL_PRICE_BUILDING_TYPES,
  REAL_PRICE_KINDS,
  REAL_PRICE_ROOMS,
  type RealPriceKind,
} from '@591/config';
import { Link, useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import {
  DealsOrigin,
  DistrictFilter,
  FilterFold,
  FilterGroup,
  type OneChoice,
  OneChoiceChips,
  PriceRangeForm,
  placeName,
  RegionListHeader,
  UnknownDistrictNotice,
} from '@591/ui';
import { useMemo } from 'react';
import { AGE_CHOICES } from '../place/age-bands.ts';
import { AskingMarketScope } from '../price/asking-market-scope.tsx';
import {
  DEFAULT_MONTHS,
  type DealSearch,
  MONTH_CHOICES,
  UNIT_PRICE_BANDS,
} from '../price/deal-search.ts';
import { DealTrendTable } from '../price/deal-trend-table.tsx';
import { dealUnits } from '../price/deal-units.ts';
import { DealsTable } from '../price/deals-table.tsx';
import { DistrictDealsMap } from '../price/district-map.tsx';
import { monthTrend } from '../price/month-trend.ts';
import type { PricePageData } from '../price/price-page-data.ts';

const CSS = `
.market-price{max-width:1200px;margin:0 auto;padding:16px 16px 32px;color:#333}
.market-price__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.market-price__head h1{margin:0;font-size:22px;line-height:1.4}
.market-price__source{flex-basis:100%}
.market-price__section{margin:28px 0 0}
.market-price__section h2{margin:0 0 12px;font-size:19px}
.market-price__notice{margin:16px 0 0;padding:12px 16px;border-radius:6px;background:#fdecea;color:#8e1c1c}
.market-price__empty{margin:0;padding:32px 16px;border-radius:6px;background:#f7f7f7;color:#555;text-align:center}
.market-price__hint{margin:0 0 8px;color:#555;font-size:14px}
.district-deals h3{margin:0 0 4px;font-size:16px}
.district-deals p{margin:0 0 4px;font-size:14px;color:#555}
.district-deals a{display:inline-flex;align-items:center;min-height:44px;color:#8f4000}
.market-price__pages{display:flex;gap:16px;justify-content:center;margin:16px 0 0}
.market-price__pages a{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border:1px solid #b35000;border-radius:22px;color:#8f4000;text-decoration:none}
.market-price__trend{display:grid;gap:16px}
@media ${minWidthQuery('md')}{.market-price__head h1{font-size:26px}}
@media ${minWidthQuery('lg')}{.market-price__trend{grid-template-columns:minmax(0,2fr) minmax(0,1fr);align-items:start}}
`;

/** The visitor's own unit-price range: 萬/坪, and no home sells for 1,000萬 a 坪. */
const UNIT_PRICE_KIND = { label: '單價', unit: '萬/坪', max: 1000 };

/** The filters' choices; a value of null is the page's default, with no parameter. */
const ANY: OneChoice = { value: null, name: '不限' };
const kindValue = (kind: RealPriceKind) => (kind === 'sale' ? null : kind);
const monthsValue = (months: number) => (months === DEFAULT_MONTHS ? null : String(months));
const KIND_CHOICES = REAL_PRICE_KINDS.map((kind) => ({
  value: kindValue(kind.id),
  name: kind.name,
}));
const TYPE_CHOICES = [
  ANY,
  ...REAL_PRICE_BUILDING_TYPES.map((type) => ({ value: type.id, name: type.name })),
];
const ROOM_CHOICES = [
  ANY,
  ...REAL_PRICE_ROOMS.map((rooms) => ({
    value: String(rooms),
    name: rooms === 4 ? '4房以上' : `${rooms}房`,
  })),
];
const UNIT_PRICE_CHOICES = [
  ANY,
  ...UNIT_PRICE_BANDS.map((band) => ({ value: band.id, name: band.name })),
];
const MONTH_CHOICES_SHOWN = MONTH_CHOICES.map((months) => ({
  value: monthsValue(months),
  name: `近${months}個月`,
}));
const SPECIAL_CHOICES = [
  { value: null, name: '列出並標示' },
  { value: '0', name: '不列出' },
];

/** How many of the filters differ from the page's defaults: the phone's 篩選 button says so. */
function chosenFilters(search: DealSearch): number {
  return [
    search.sectionId !== null,
    search.kind !== 'sale',
    search.type !== null,
    search.rooms !== null,
    search.age !== null,
    search.unitPrice !== null,
    search.months !== DEFAULT_MONTHS,
    !search.special,
  ].filter(Boolean).length;
}

/**
 * 實價登錄: the government's registered deals of a region or district, their monthly median
 * and the deals themselves, naming the data's source and licence as the licence requires.
 */
export function Component({ data }: { data: PricePageData }) {
  const { search, region, deals, trend, districts, invalid } = data;
  const [params] = useSearchParams();
  const place = placeName({ region, search });
  const kindName = REAL_PRICE_KINDS.find((kind) => kind.id === search.kind)!.name;
  const lastPage = Math.max(1, Math.ceil(deals.total / deals.pageSize));
  const trendName = `${place}${kindName}每月每坪單價中位數（不含車位與特殊交易）`;
  const units = dealUnits(search.kind);
  const chart = useMemo(() => monthTrend(trend.months, units), [trend.months, units]);
  return (
    <div className="market-price">
      <style href="@591/market/price-page" precedence="default">
        {CSS}
      </style>
      <RegionListHeader className="market-price__head" title={`${place}實價登錄`} region={region}>
        <div className="market-price__source">
          <DealsOrigin sample={deals.sample}>
            特殊交易（親友間、僅車位、政府標售等）列出但不計入中位數。
            {deals.newest && (
              <span data-testid="deals-newest">
                {place}
                {kindName}資料的最新成交日為 {deals.newest}。
              </span>
            )}
            {deals.release && (
              <span data-testid="deals-release">
                出自內政部發布的 {deals.release.file}（{deals.release.importedOn} 匯入本站）
                {deals.release.window && `，${deals.release.window}`}。
              </span>
            )}
          </DealsOrigin>
        </div>
      </RegionListHeader>
      <FilterFold chosen={chosenFilters(search)}>
        <DistrictFilter region={region} sectionId={search.sectionId} />
        <FilterGroup label="交易類別">
          <OneChoiceChips
            name="kind"
            choices={KIND_CHOICES}
            current={kindValue(search.kind)}
            params={params}
          />
        </FilterGroup>
        <FilterGroup label="建物型態">
          <OneChoiceChips
            name="type"
            choices={TYPE_CHOICES}
            current={search.type}
            params={params}
          />
        </FilterGroup>
        <FilterGroup label="格局">
          <OneChoiceChips
            name="rooms"
            choices={ROOM_CHOICES}
            current={search.rooms === null ? null : String(search.rooms)}
            params={params}
          />
        </FilterGroup>
        <FilterGroup label="屋齡">
          <OneChoiceChips name="age" choices={AGE_CHOICES} current={search.age} params={params} />
        </FilterGroup>
        {search.kind !== 'rent' && (
          // The bands are 萬/坪 of homes bought; a rent's 元/坪 is another scale.
          <FilterGroup label="單價">
            <OneChoiceChips
              name="price"
              choices={UNIT_PRICE_CHOICES}
              current={search.unitPrice?.text ?? null}
              params={params}
            />
            <PriceRangeForm bands={UNIT_PRICE_BANDS} kind={UNIT_PRICE_KIND} />
          </FilterGroup>
        )}
        <FilterGroup label="期間">
          <OneChoiceChips
            name="months"
            choices={MONTH_CHOICES_SHOWN}
            current={monthsValue(search.months)}
            params={params}
          />
        </FilterGroup>
        <FilterGroup label="特殊交易">
          <OneChoiceChips
            name="special"
            choices={SPECIAL_CHOICES}
            current={search.special ? null : '0'}
            params={params}
          />
        </FilterGroup>
      </FilterFold>
      <AskingMarketScope search={search} params={params} />
      {invalid && (
        <UnknownDistrictNotice className="market-price__notice" region={region} listed="實價登錄" />
      )}
      <section className="market-price__section" aria-labelledby="deal-trend-title">
        <h2 id="deal-trend-title">每坪單價中位數</h2>
        {trend.months.length > 0 ? (
          <div className="market-price__trend">
            <TrendChart trend={chart} label={trendName} />
            <DealTrendTable months={trend.months} caption={`${trendName}數據表`} units={units} />
          </div>
        ) : (
          <p className="market-price__empty" role="status">
            {place}近{search.months}個月沒有可計算中位數的{kindName}成交。
          </p>
        )}
      </section>
      <section className="market-price__section" aria-labelledby="deal-map-title">
        <h2 id="deal-map-title">各行政區成交分布</h2>
        <p className="market-price__hint">
          實價登錄以門牌登記、沒有座標：每個行政區標示一處並顯示成交筆數，點選可看該區的每坪單價中位數。
        </p>
        <DistrictDealsMap
          region={region}
          districts={districts}
          label={`${region.name}各行政區${kindName}成交筆數與中位數地圖`}
          units={units}
        />
      </section>
      <section className="market-price__section" aria-labelledby="deals-title">
        <h2 id="deals-title">成交紀錄</h2>
        {deals.items.length > 0 ? (
          <>
            <DealsTable
              deals={deals}
              order={search}
              units={units}
              caption={`${place}${kindName}成交，共 ${formatThousands(deals.total)} 筆，第 ${deals.page} 頁`}
            />
            <nav className="market-price__pages" aria-label="成交紀錄分頁">
              {deals.page > 1 && (
                <Link to={{ search: `?${withParam(params, 'page', String(deals.page - 1))}` }}>
                  上一頁
                </Link>
              )}
              {deals.page < lastPage && (
                <Link to={{ search: `?${withParam(params, 'page', String(deals.page + 1))}` }}>
                  下一頁
                </Link>
              )}
            </nav>
          </>
        ) : (
          <p className="market-price__empty" role="status">
            {place}近{search.months}個月沒有{kindName}成交紀錄，可以試試拉長期間或選擇其他行政區。
          </p>
        )}
      </section>
    </div>
  );
}
