import type {
  businessCircles,
  districts,
  metroLines,
  metroStations,
  regions,
  universities,
} from '../db/schema/index.ts';
import type { PlaceRef, ReferenceData } from './reference-data.ts';

function centreOf(points: { lat: number; lng: number }[]) {
  const lat = points.reduce((sum, point) => sum + point.lat, 0) / points.length;
  const lng = points.reduce((sum, point) => sum + point.lng, 0) / points.length;
  return { lat: Math.round(lat * 1e4) / 1e4, lng: Math.round(lng * 1e4) / 1e4 };
}

const placeRow = ({ id, regionId, name, lat, lng }: PlaceRef) => ({ id, regionId, name, lat, lng });

/** The reference tables' rows, as the seed inserts them. */
export function referenceRows(ref: ReferenceData) {
  return {
    regions: ref.regions.map((region, index) => ({
      id: region.id,
      name: region.name,
      areaGroup: region.areaGroup,
      lat: region.lat,
      lng: region.lng,
      sortOrder: index + 1,
    })) satisfies (typeof regions.$inferInsert)[],
    districts: ref.districts.map(({ id, regionId, name, zipcode, lat, lng }) => ({
      id,
      regionId,
      name,
      zipcode,
      lat,
      lng,
    })) satisfies (typeof districts.$inferInsert)[],
    metroLines: ref.lines.map((line, index) => ({
      id: line.id,
      regionId: line.regionId,
      name: line.name,
      color: line.color,
      ...centreOf([...line.stations]),
      sortOrder: index + 1,
    })) satisfies (typeof metroLines.$inferInsert)[],
    metroStations: ref.stations.map(({ id, lineId, name, lat, lng, sortOrder }) => ({
      id,
      lineId,
      name,
      lat,
      lng,
      sortOrder,
    })) satisfies (typeof metroStations.$inferInsert)[],
    businessCircles: ref.circles.map(placeRow) satisfies (typeof businessCircles.$inferInsert)[],
    universities: ref.universities.map(placeRow) satisfies (typeof universities.$inferInsert)[],
  };
}
