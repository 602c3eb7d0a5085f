import { REAL_PRICE_SOURCE } from '@591/config';
import type { NearbyPlace, NewBuildDetail } from '@591/contract';
import { and, asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newBuildEvents, newBuildStations, realPriceDeals } from '../db/schema/index.ts';
import {
  NEARBY_SCHOOL_METRES,
  NEARBY_SHOWN,
  NEARBY_STATION_METRES,
} from '../domain/new-build-nearby.ts';
import { distanceMetres } from '../lib/geo.ts';
import type { LocationCatalog } from './location-catalog.ts';
import { newBuildAlbums, panoramaUrl } from './new-build-photos.ts';
import {
  type NewBuildRow,
  type NewBuildViewContext,
  rangeOf,
  stationPlace,
  toNewBuildSummary,
} from './new-build-view.ts';
import { newestDeals } from './real-price/community-deals.ts';
import { toDeal } from './real-price/deal-view.ts';
import { medianDeals, medianUnitPrice, roundedMedian } from './real-price/median.ts';
import { shownSource } from './real-price/shown-source.ts';

const DEALS_SHOWN = 10;

/** The universities within reach, nearest first. */
function schoolsNear(catalog: LocationCatalog, row: NewBuildRow): NearbyPlace[] {
  return catalog.universities
    .map((school) => ({
      name: school.name,
      note: '大學',
      metres: Math.round(distanceMetres(school, row)),
    }))
    .filter((school) => school.metres <= NEARBY_SCHOOL_METRES)
    .sort((a, b) => a.metres - b.metres)
    .slice(0, NEARBY_SHOWN);
}

/**
 * The district's newest registered home sales (a building in the deal: no land or parking
 * alone), of the source its region shows (shownSource), and which source that is.
 */
async function districtHomeSales(db: Database, row: NewBuildRow) {
  const homeSales = eq(realPriceDeals.kind, 'sale');
  const source = await shownSource(db, row.regionId, homeSales);
  const where = and(
    homeSales,
    eq(realPriceDeals.districtId, row.districtId),
    eq(realPriceDeals.source, source),
    gt(realPriceDeals.buildingCount, 0),
  )!;
  return { deals: await newestDeals(db, where, DEALS_SHOWN), source };
}

/** The 實價登錄 window a project's link asks for: the longest, as pre-sales span years. */
const PRESALE_MONTHS = 120;

/**
 * The project's own pre-sale deals, where the register names them by its 建案名稱 (the
 * government's, never generated), special deals listed but outside the median.
 */
async function ownPresales(db: Database, row: NewBuildRow): Promise<NewBuildDetail['presale']> {
  const where = and(
    eq(realPriceDeals.regionId, row.regionId),
    eq(realPriceDeals.projectName, row.name),
    eq(realPriceDeals.kind, 'presale'),
    eq(realPriceDeals.source, 'moi'),
  )!;
  const [[figures], deals] = await Promise.all([
    db.select({ total: count() }).from(realPriceDeals).where(where),
    newestDeals(db, where, DEALS_SHOWN),
  ]);
  if (!figures?.total) return null;
  const [median] = await db
    .select({ median: medianUnitPrice, deals: count() })
    .from(realPriceDeals)
    .where(medianDeals(where));
  const query = new URLSearchParams({
    regionid: String(row.regionId),
    kind: 'presale',
    months: String(PRESALE_MONTHS),
    project: row.name,
  });
  return {
    total: figures.total,
    medianUnitPrice: (median?.deals ?? 0) >= 3 ? roundedMedian(median!.median) : null,
    deals: deals.map(toDeal),
    priceQuery: query.toString(),
  };
}

/** Everything about one project: its facts, its gallery, what is near it and what happened. */
export async function toNewBuildDetail(
  db: Database,
  row: NewBuildRow,
  view: NewBuildViewContext,
): Promise<NewBuildDetail> {
  const [stationRows, events, { deals, source }, presale] = await Promise.all([
    db
      .select()
      .from(newBuildStations)
      .where(
        and(
          eq(newBuildStations.newBuildId, row.id),
          lte(newBuildStations.metres, NEARBY_STATION_METRES),
        ),
      )
      .orderBy(asc(newBuildStations.metres), asc(newBuildStations.stationId))
      .limit(NEARBY_SHOWN),
    db
      .select()
      .from(newBuildEvents)
      .where(eq(newBuildEvents.newBuildId, row.id))
      .orderBy(desc(newBuildEvents.happenedOn), desc(newBuildEvents.id)),
    districtHomeSales(db, row),
    ownPresales(db, row),
  ]);
  return {
    ...toNewBuildSummary(row, view),
    lat: row.lat,
    lng: row.lng,
    purpose: row.purpose,
    shape: row.shape,
    constructorName: row.constructorName,
    salesAgent: row.salesAgent,
    architect: row.architect,
    buildings: row.buildings,
    floorsAbove: row.floorsAbove,
    floorsBelow: row.floorsBelow,
    siteArea: row.siteArea,
    coverageRatio: row.coverageRatio,
    publicRatio: row.publicRatio,
    parking: {
      plan: row.parkingPlan,
      count: row.parkingCount,
      price: rangeOf(row.parkingPriceMin, row.parkingPriceMax),
    },
    managementFee: row.managementFee,
    completion: row.completion,
    handover: row.handover,
    permitNumber: row.permitNumber,
    office: { address: row.officeAddress, hours: row.officeHours, phone: row.officePhone },
    photos: newBuildAlbums(view.apiOrigin, row),
    panorama: panoramaUrl(view.apiOrigin, row),
    stations: stationRows.flatMap(
      (near) => stationPlace(view.catalog, near.stationId, near.metres) ?? [],
    ),
    schools: schoolsNear(view.catalog, row),
    timeline: events.map(({ happenedOn, title, body }) => ({ date: happenedOn, title, body })),
    deals: deals.map(toDeal),
    dealSource: { ...REAL_PRICE_SOURCE },
    dealsSample: source === 'generated',
    presale,
    updatedAt: row.updatedAt.toISOString(),
  };
}
