import { PriceRecordPage, PriceRecordsQuery, PriceTrends, PriceTrendsQuery } from '@591/contract';
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { landTransactions } from '../db/schema/index.ts';
import { HttpError } from '../plugins/error-handler.ts';
import type { LocationCatalog } from '../services/location-catalog.ts';
import { parseBox } from '../services/map-box.ts';
import type { Api, ApiDeps } from './deps.ts';

/** The register's records of the last `years` years, as YYYY-MM-DD; all of them without. */
function yearsBefore(years: number | undefined): string | undefined {
  if (years === undefined) return undefined;
  const since = new Date();
  since.setUTCFullYear(since.getUTCFullYear() - years);
  return since.toISOString().slice(0, 10);
}

/** A region's records, of some districts, of the last years, inside a map's box. */
export function landRecordConditions(
  catalog: LocationCatalog,
  query: Pick<PriceRecordsQuery, 'region' | 'section' | 'years' | 'bbox'>,
): SQL {
  const since = yearsBefore(query.years);
  const region = catalog.regionById.get(query.region);
  if (!region) throw new HttpError(404, `Region ${query.region} does not exist`);
  const districts = query.section
    ?.flatMap((value) => value.split(','))
    .filter(Boolean)
    .map(Number);
  if (
    districts?.some(
      (id) => !catalog.districtById.has(id) || catalog.districtById.get(id)?.regionId !== region.id,
    )
  ) {
    throw new HttpError(400, `querystring/section must list districts of region ${region.id}`);
  }
  const box = query.bbox === undefined ? undefined : parseBox(query.bbox);
  return and(
    eq(landTransactions.regionId, region.id),
    districts?.length ? inArray(landTransactions.districtId, districts) : undefined,
    since ? gte(landTransactions.tradedOn, since) : undefined,
    box &&
      sql`${landTransactions.lng} between ${box.west} and ${box.east} and ${landTransactions.lat} between ${box.south} and ${box.north}`,
  )!;
}

const ORDER_COLUMNS = {
  date: landTransactions.tradedOn,
  unitprice: landTransactions.unitPrice,
  area: landTransactions.area,
  total: landTransactions.totalPrice,
} as const;

export function registerLandPriceRoutes(app: Api, { db, catalog }: ApiDeps) {
  app.get(
    '/v1/land/price-trends',
    { schema: { querystring: PriceTrendsQuery, response: { 200: PriceTrends } } },
    async (request, reply) => {
      const quarter = sql<string>`to_char(${landTransactions.tradedOn}, 'YYYY"Q"Q')`;
      const rows = await db
        .select({
          quarter,
          count: count(),
          medianUnitPrice: sql<number>`percentile_cont(0.5) within group (order by ${landTransactions.unitPrice})`,
          averageUnitPrice: sql<number>`avg(${landTransactions.unitPrice})`,
        })
        .from(landTransactions)
        .where(landRecordConditions(catalog, request.query))
        .groupBy(quarter)
        .orderBy(quarter);
      reply.header('Cache-Control', 'public, max-age=3600');
      const round = (value: number) => Math.round(Number(value) * 100) / 100;
      return {
        regionId: request.query.region,
        unit: '萬/坪' as const,
        quarters: rows.map((row) => ({
          quarter: row.quarter,
          count: row.count,
          medianUnitPrice: round(row.medianUnitPrice),
          averageUnitPrice: round(row.averageUnitPrice),
        })),
      };
    },
  );

  app.get(
    '/v1/land/price-records',
    { schema: { querystring: PriceRecordsQuery, response: { 200: PriceRecordPage } } },
    async (request, reply) => {
      const { page, pageSize, order, orderType } = request.query;
      const condition = landRecordConditions(catalog, request.query);
      const direction = orderType === 'asc' ? asc : desc;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(landTransactions)
          .where(condition)
          .orderBy(direction(ORDER_COLUMNS[order]), direction(landTransactions.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(landTransactions).where(condition),
      ]);
      reply.header('Cache-Control', 'public, max-age=3600');
      return {
        total: totals[0]?.total ?? 0,
        page,
        pageSize,
        items: rows.map((row) => ({
          id: row.id,
          date: row.tradedOn,
          regionId: row.regionId,
          districtId: row.districtId,
          districtName: catalog.districtById.get(row.districtId)?.name ?? '',
          landSection: row.landSection,
          zoning: row.zoning,
          area: row.area,
          totalPrice: row.totalPrice,
          unitPrice: row.unitPrice,
        })),
      };
    },
  );
}
