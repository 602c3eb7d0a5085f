import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  businessCircles,
  districts,
  metroLines,
  metroStations,
  regions,
  universities,
} from '../db/schema/index.ts';
import type { AreaGroup } from '../domain/regions.ts';

export interface PlaceView {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

export interface DistrictView extends PlaceView {
  regionId: number;
  zipcode: number;
}

export interface RegionView extends PlaceView {
  group: AreaGroup;
  districts: DistrictView[];
}

export interface StationView extends PlaceView {
  lineId: number;
}

export interface LineView extends PlaceView {
  regionId: number;
  color: string;
  stations: StationView[];
}

export interface RegionPlaceView extends PlaceView {
  regionId: number;
}

/**
 * Regions, districts, metro, circles and universities change only with a new seed, so the API
 * reads them once and answers location lookups from memory.
 */
export interface LocationCatalog {
  regions: RegionView[];
  regionById: Map<number, RegionView>;
  districtById: Map<number, DistrictView>;
  lines: LineView[];
  lineById: Map<number, LineView>;
  stationById: Map<number, StationView>;
  circles: RegionPlaceView[];
  circleById: Map<number, RegionPlaceView>;
  universities: RegionPlaceView[];
  universityById: Map<number, RegionPlaceView>;
}

const byId = <T extends { id: number }>(items: T[]) =>
  new Map(items.map((item) => [item.id, item]));

/** Every station of these metro lines, by id: a search by line is a search by its stations. */
export function stationsOfLines(
  catalog: LocationCatalog,
  lines: readonly number[] | undefined,
): number[] | undefined {
  return lines?.flatMap(
    (line) => catalog.lineById.get(line)?.stations.map((station) => station.id) ?? [],
  );
}

export async function loadLocationCatalog(db: Database): Promise<LocationCatalog> {
  const [regionRows, districtRows, lineRows, stationRows, circleRows, universityRows] =
    await Promise.all([
      db.select().from(regions).orderBy(asc(regions.sortOrder)),
      db.select().from(districts).orderBy(asc(districts.id)),
      db.select().from(metroLines).orderBy(asc(metroLines.sortOrder)),
      db
        .select()
        .from(metroStations)
        .orderBy(asc(metroStations.lineId), asc(metroStations.sortOrder)),
      db.select().from(businessCircles).orderBy(asc(businessCircles.id)),
      db.select().from(universities).orderBy(asc(universities.id)),
    ]);
  const districtViews = districtRows.map(({ id, regionId, name, zipcode, lat, lng }) => ({
    id,
    regionId,
    name,
    zipcode,
    lat,
    lng,
  }));
  const regionViews = regionRows.map(({ id, name, areaGroup, lat, lng }) => ({
    id,
    name,
    lat,
    lng,
    group: areaGroup as RegionView['group'],
    districts: districtViews.filter((district) => district.regionId === id),
  }));
  const stationViews = stationRows.map(({ id, lineId, name, lat, lng }) => ({
    id,
    lineId,
    name,
    lat,
    lng,
  }));
  const lineViews = lineRows.map(({ id, regionId, name, color, lat, lng }) => ({
    id,
    regionId,
    name,
    color,
    lat,
    lng,
    stations: stationViews.filter((station) => station.lineId === id),
  }));
  const place = ({ id, regionId, name, lat, lng }: RegionPlaceView) => ({
    id,
    regionId,
    name,
    lat,
    lng,
  });
  const circleViews = circleRows.map(place);
  const universityViews = universityRows.map(place);
  return {
    regions: regionViews,
    regionById: byId(regionViews),
    districtById: byId(districtViews),
    lines: lineViews,
    lineById: byId(lineViews),
    stationById: byId(stationViews),
    circles: circleViews,
    circleById: byId(circleViews),
    universities: universityViews,
    universityById: byId(universityViews),
  };
}
