import { PriceRecordPage, PriceRecordsQuery, PriceTrends, PriceTrendsQuery } from '@591/contract';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { realPriceDeals } from '../../db/schema/index.ts';
import type { Api } from '../../lib/api.ts';
import type { ApiDeps } from '../../services/api-deps.ts';
import { toTenThousands } from '../../services/real-price/deal-view.ts';
import { landDealConditions, landSectionOf } from '../../services/real-price/land-deals.ts';

const ORDER_COLUMNS = {
  date: realPriceDeals.tradedOn,
  unitprice: realPriceDeals.unitPrice,
  area: realPriceDeals.areaPing,
  total: realPriceDeals.totalPrice,
} as const;

const round2 = (value: number) => Math.round(Number(value) * 100) / 100;

export default async function landPriceRoutes(app: Api, { db, catalog }: ApiDeps) {
  app.get(
    '/v1/land/price-trends',
    { schema: { querystring: PriceTrendsQuery, response: { 200: PriceTrends } } },
    async (request, reply) => {
      const quarter = sql<string>`to_char(${realPriceDeals.tradedOn}, 'YYYY"Q"Q')`;
      const { where, sample } = await landDealConditions(db, catalog, request.query);
      const rows = await db
        .select({
          quarter,
          count: count(),
          medianUnitPrice: sql<number>`percentile_cont(0.5) within group (order by ${realPriceDeals.unitPrice})`,
          averageUnitPrice: sql<number>`avg(${realPriceDeals.unitPrice})`,
        })
        .from(realPriceDeals)
        // Special deals (related parties, reserved land…) are listed but never averaged, and
        // neither is a 單價 of 0, which the register writes where it gives none.
        .where(and(where, eq(realPriceDeals.special, false), gt(realPriceDeals.unitPrice, 0)))
        .groupBy(quarter)
        .orderBy(quarter);
      reply.header('Cache-Control', 'public, max-age=3600');
      return {
        regionId: request.query.region,
        sample,
        unit: '萬/坪' as const,
        quarters: rows.map((row) => ({
          quarter: row.quarter,
          count: row.count,
          medianUnitPrice: round2(row.medianUnitPrice),
          averageUnitPrice: round2(row.averageUnitPrice),
        })),
      };
    },
  );

  app.get(
    '/v1/land/price-records',
    { schema: { querystring: PriceRecordsQuery, response: { 200: PriceRecordPage } } },
    async (request, reply) => {
      const { page, pageSize, order, orderType } = request.query;
      const { where, sample } = await landDealConditions(db, catalog, request.query);
      const direction = orderType === 'asc' ? asc : desc;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(realPriceDeals)
          .where(where)
          .orderBy(direction(ORDER_COLUMNS[order]), direction(realPriceDeals.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(realPriceDeals).where(where),
      ]);
      reply.header('Cache-Control', 'public, max-age=3600');
      return {
        total: totals[0]?.total ?? 0,
        page,
        pageSize,
        sample,
        items: rows.map((row) => ({
          id: row.id,
          serial: row.serial,
          date: row.tradedOn,
          regionId: row.regionId,
          // Conditions leave out deals of no known district.
          districtId: row.districtId!,
          districtName: catalog.districtById.get(row.districtId!)?.name ?? row.districtName,
          landSection: landSectionOf(row.address),
          zoning: row.zoning,
          area: row.areaPing,
          totalPrice: toTenThousands(row.totalPrice),
          unitPrice: row.unitPrice!,
          special: row.special,
        })),
      };
    },
  );
}
