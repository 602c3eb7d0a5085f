import { REAL_PRICE_RENTAL_TYPES, rentAreaBandOf } from '@591/config';
import type { RentMarket } from '@591/contract';
import { and, count, eq, gte, lt, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { realPriceDeals } from '../../db/schema/index.ts';
import {
  ASKING_MARKET_MIN_DEALS,
  ASKING_MARKET_MONTHS,
} from '../../domain/real-price/asking-market.ts';
import type { LocationCatalog } from '../location-catalog.ts';
import { newestDealOn, windowStart } from './deal-window.ts';
import { medianDeals } from './median.ts';

/** A month's rent without the parking's, in 元: what a renter of the home alone pays. */
const rentWithoutParking = sql<number>`(${realPriceDeals.totalPrice} - ${realPriceDeals.parkingPrice})`;

/**
 * A rental listing's district's registered rents (租賃) of the same kind (出租型態) and size
 * band, in the last ASKING_MARKET_MONTHS of the region's register: the median, the range and
 * how many, and the 實價登錄 query that lists exactly those rentals. Rentals whose parking
 * cannot be told apart and special deals are left out, as in every median. Null where the
 * listing's kind has no 出租型態, or the region has none of the register's rentals.
 */
export async function rentMarketOf(
  db: Database,
  catalog: LocationCatalog,
  listing: { regionId: number; districtId: number; kind: number; area: number },
): Promise<RentMarket | null> {
  const type = REAL_PRICE_RENTAL_TYPES.find((candidate) => candidate.listingKind === listing.kind);
  if (!type) return null;
  const region = and(
    eq(realPriceDeals.kind, 'rent'),
    eq(realPriceDeals.regionId, listing.regionId),
    eq(realPriceDeals.source, 'moi'),
  )!;
  const newest = await newestDealOn(db, region);
  if (!newest) return null;
  const band = rentAreaBandOf(listing.area);
  const where = medianDeals(
    and(
      region,
      gte(realPriceDeals.tradedOn, windowStart(newest, ASKING_MARKET_MONTHS)),
      eq(realPriceDeals.districtId, listing.districtId),
      eq(realPriceDeals.rentalType, type.registered),
      gte(realPriceDeals.areaPing, band.min),
      band.max === null ? undefined : lt(realPriceDeals.areaPing, band.max),
    ),
  );
  const [figures] = await db
    .select({
      deals: count(),
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${rentWithoutParking})`,
      low: min(rentWithoutParking),
      high: max(rentWithoutParking),
    })
    .from(realPriceDeals)
    .where(where);
  const deals = figures?.deals ?? 0;
  const enough = deals >= ASKING_MARKET_MIN_DEALS;
  const whole = (value: number | string | null | undefined) =>
    enough && value != null ? Math.round(Number(value)) : null;
  const query = new URLSearchParams({
    regionid: String(listing.regionId),
    sectionid: String(listing.districtId),
    kind: 'rent',
    months: String(ASKING_MARKET_MONTHS),
    homes: '1',
    rentType: type.id,
    areaMin: String(band.min),
  });
  if (band.max !== null) query.set('areaMax', String(band.max));
  return {
    kindName: type.name,
    district: catalog.districtById.get(listing.districtId)?.name ?? '',
    areaMin: band.min,
    areaMax: band.max,
    deals,
    median: whole(figures?.median),
    low: whole(figures?.low),
    high: whole(figures?.high),
    months: ASKING_MARKET_MONTHS,
    priceQuery: query.toString(),
  };
}
