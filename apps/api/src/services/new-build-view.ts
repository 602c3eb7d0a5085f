import type { NearbyPlace, NewBuildSummary } from '@591/contract';
import type { newBuilds } from '../db/schema/index.ts';
import type { LocationCatalog } from './location-catalog.ts';
import { newBuildCover } from './new-build-photos.ts';

export type NewBuildRow = typeof newBuilds.$inferSelect;

export interface NewBuildViewContext {
  catalog: LocationCatalog;
  apiOrigin: string;
}

/** A min–max pair, or null while either end is unknown (價格待定). */
export const rangeOf = (min: number | null, max: number | null) =>
  min === null || max === null ? null : { min, max };

/** A station as a place near a project: its name, its line's name, the metres to it. */
export function stationPlace(
  catalog: LocationCatalog,
  stationId: number,
  metres: number,
): NearbyPlace | null {
  const station = catalog.stationById.get(stationId);
  if (!station) return null;
  return { name: station.name, note: catalog.lineById.get(station.lineId)?.name ?? '', metres };
}

/** A project as the list and the landing show it. */
export function toNewBuildSummary(
  row: NewBuildRow,
  { catalog, apiOrigin }: NewBuildViewContext,
): NewBuildSummary {
  return {
    id: row.id,
    name: row.name,
    regionId: row.regionId,
    regionName: catalog.regionById.get(row.regionId)?.name ?? '',
    districtId: row.districtId,
    districtName: catalog.districtById.get(row.districtId)?.name ?? '',
    address: row.address,
    buildType: row.buildType,
    saleStatus: row.saleStatus,
    unitPrice: rangeOf(row.unitPriceMin, row.unitPriceMax),
    totalPrice: rangeOf(row.totalPriceMin, row.totalPriceMax),
    area: { min: row.areaMin, max: row.areaMax },
    rooms: row.rooms,
    households: row.households,
    tags: row.tags,
    builder: row.builder,
    openedOn: row.openedOn?.slice(0, 7) ?? null,
    views: row.views,
    cover: newBuildCover(apiOrigin, row),
    hasPanorama: row.hasPanorama,
    nearestStation:
      row.stationId === null || row.stationMetres === null
        ? null
        : stationPlace(catalog, row.stationId, row.stationMetres),
  };
}
