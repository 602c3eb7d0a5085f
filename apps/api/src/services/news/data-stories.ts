import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { newsArticles, realPriceDeals } from '../../db/schema/index.ts';
import type { LocationCatalog } from '../location-catalog.ts';
import { medianDeals, roundedMedian } from '../real-price/median.ts';

/** How many months back from a region's newest deal get a story each. */
const MONTHS_TOLD = 3;
/** Fewer home sales than this in a month make no story: one deal would move the median. */
const FEWEST_DEALS = 10;
export const DATA_STORY_AUTHOR = '591新聞編輯部（依實價登錄資料自動產生）';

interface MonthFigures {
  month: string;
  deals: number;
  median: number | null;
}

const monthName = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return `${year}年${number}月`;
};

function storyOf(
  regionId: number,
  region: string,
  figures: MonthFigures,
  before: MonthFigures | undefined,
) {
  const median = figures.median === null ? null : figures.median.toFixed(2);
  const change =
    figures.median !== null && before?.median
      ? ((figures.median - before.median) / before.median) * 100
      : null;
  const changeText =
    change === null
      ? ''
      : `，較${monthName(before!.month)}${change >= 0 ? '上漲' : '下跌'} ${Math.abs(change).toFixed(1)}%`;
  const title = `${region}${monthName(figures.month)}實價登錄：買賣 ${figures.deals} 筆${
    median ? `，每坪中位數 ${median} 萬` : ''
  }`;
  const lead = `依內政部實價登錄資料計算，${region}${monthName(figures.month)}登錄的買賣成交共 ${figures.deals} 筆${
    median ? `，房屋每坪單價中位數 ${median} 萬（不含車位與特殊交易）${changeText}` : ''
  }。`;
  const rows = [before, figures]
    .filter((row): row is MonthFigures => row !== undefined)
    .map((row) => `| ${monthName(row.month)} | ${row.deals} | ${row.median?.toFixed(2) ?? '—'} |`);
  // The page shows the lead above the body: the body opens with the figures.
  const body = `| 月份 | 買賣筆數 | 每坪中位數（萬） |
| --- | ---: | ---: |
${rows.join('\n')}

## 怎麼算的

本文由 591 依內政部不動產交易實價查詢服務網公布、本站匯入的實價登錄資料自動計算：筆數是當月登錄的買賣成交；中位數只算有建物的成交，以不含車位的單價計，並排除親友間交易、僅車位交易等特殊交易。資料來源：內政部不動產交易實價查詢服務網（政府資料開放授權條款－第1版）。

想看每一筆成交，請到[${region}實價登錄](market:/price?regionid=${regionId})。`;
  return { title, lead, body };
}

/**
 * The month-by-month stories of the government's deals: for each region with imported home
 * sales, its last MONTHS_TOLD months of FEWEST_DEALS sales and more, rewritten (never
 * duplicated) when the deals change. A story is published on the first day of the month after
 * the one it tells, when the month's deals are all in.
 */
export async function refreshDataStories(db: Database, catalog: LocationCatalog): Promise<void> {
  const months = await queryRows<{ region_id: number; month: string; deals: number }>(
    db,
    sql`select region_id, to_char(traded_on, 'YYYY-MM') as month, count(*)::int as deals
        from ${realPriceDeals} where kind = 'sale' and source = 'moi'
        group by region_id, month order by region_id, month`,
  );
  const byRegion = new Map<number, { month: string; deals: number }[]>();
  for (const row of months) {
    byRegion.set(row.region_id, [...(byRegion.get(row.region_id) ?? []), row]);
  }
  for (const [regionId, rows] of byRegion) {
    const region = catalog.regionById.get(regionId);
    if (!region) continue;
    const figures: MonthFigures[] = [];
    for (const row of rows) {
      const [median] = await queryRows<{ median: number | null }>(
        db,
        sql`select percentile_cont(0.5) within group (order by ${realPriceDeals.unitPriceExParking}) as median
            from ${realPriceDeals}
            where ${medianDeals(
              and(
                eq(realPriceDeals.kind, 'sale'),
                eq(realPriceDeals.source, 'moi'),
                eq(realPriceDeals.regionId, regionId),
                sql`to_char(${realPriceDeals.tradedOn}, 'YYYY-MM') = ${row.month}`,
              ),
            )}`,
      );
      figures.push({ ...row, median: roundedMedian(median?.median) });
    }
    const told = figures.filter((row) => row.deals >= FEWEST_DEALS).slice(-MONTHS_TOLD);
    for (const month of told) {
      const before = figures[figures.indexOf(month) - 1];
      const story = storyOf(regionId, region.name, month, before);
      const [year, number] = month.month.split('-').map(Number) as [number, number];
      const values = {
        ...story,
        category: 'market',
        regionIds: [regionId],
        author: DATA_STORY_AUTHOR,
        dataKey: `deals:${regionId}:${month.month}`,
        publishedAt: new Date(Date.UTC(year, number, 1)),
        updatedAt: new Date(),
      };
      await db
        .insert(newsArticles)
        .values(values)
        .onConflictDoUpdate({
          target: newsArticles.dataKey,
          set: {
            title: values.title,
            lead: values.lead,
            body: values.body,
            updatedAt: values.updatedAt,
          },
        });
    }
  }
}
