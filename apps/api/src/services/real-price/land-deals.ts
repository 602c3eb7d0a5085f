import type { PriceRecordsQuery } from '@591/contract';
import { and, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { realPriceDeals } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { LocationCatalog } from '../location-catalog.ts';
import { parseBox } from '../map-box.ts';
import { shownSource } from './shown-source.ts';

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
