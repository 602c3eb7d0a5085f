import { PriceRecordPage, PriceRecordsQuery, PriceTrends, PriceTrendsQuery } from '@591/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { realPriceDeals } from '../db/schema/index.ts';
import { HttpError } from '../plugins/error-handler.ts';
import type { LocationCatalog } from '../services/location-catalog.ts';
import { parseBox } from '../services/map-box.ts';
import { toTenThousands } from '../services/real-price/deal-view.ts';
import { shownSource } from '../services/real-price/shown-source.ts';
import type { Api, ApiDeps } from './deps.ts';

/** The register's records of the last `years` years, as YYYY-MM-DD; all of them without. */
function yearsBefore(years: number | undefined): string | undefined {
  if (years === undefined) return undefined;
  const since = new Date();
  since.setUTCFullYear(since.getUTCFullYear() - years);
  return since.toISOString().slice(0, 10);
}

/** The land sales of the register: the government's where imported, else the seed's. */
const landSales = and(eq(realPriceDeals.kind, 'sale'), eq(realPriceDeals.target, '土地'))!;

/**
 * A region's land sales, of some districts, of the last years, inside a map's box; and whether
 * they are the seed's (`sample`).
 */
export async function landDealConditions(
  db: Database,
  catalog: LocationCatalog,
  query: Pick<PriceRecordsQuery, 'region' | 'section' | 'years' | 'bbox'>,
): Promise<{ where: SQL; sample: boolean }> {
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
  // Land of its own: a region may have the government's home sales and none of its land.
  const source = await shownSource(db, region.id, landSales);
  const sample = source === 'generated';
  const where = and(
    landSales,
    eq(realPriceDeals.regionId, region.id),
    eq(realPriceDeals.source, source),
    isNotNull(realPriceDeals.districtId),
    isNotNull(realPriceDeals.unitPrice),
    districts?.length ? inArray(realPriceDeals.districtId, districts) : undefined,
    since ? gte(realPriceDeals.tradedOn, since) : undefined,
    box &&
      sql`${realPriceDeals.lng} between ${box.west} and ${box.east} and ${realPriceDeals.lat} between ${box.south} and ${box.north}`,
  )!;
  return { where, sample };
}

/** The 段 (and 小段) of a land parcel's address: 木柵段一小段 of 木柵段一小段307-9地號. */
export function landSectionOf(address: string): string {
  return /^.*?段(?:[^段]{1,4}小段)?/.exec(address)?.[0] ?? address;
}

const ORDER_COLUMNS = {
  date: realPriceDeals.tradedOn,
  unitprice: realPriceDeals.unitPrice,
  area: realPriceDeals.areaPing,
  total: realPriceDeals.totalPrice,
} as const;

const round2 = (value: number) => Math.round(Number(value) * 100) / 100;

export function registerLandPriceRoutes(app: Api, { db, catalog }: ApiDeps) {
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
