export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6_371_000;
/** Metres in a degree of latitude, and of longitude at the equator. */
export const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceMetres(a: Point, b: Point): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** The closest of some places within a radius, or null: what is near a listing. */
export function nearest<T extends Point>(
  places: readonly T[],
  point: Point,
  withinMetres: number,
): { place: T; metres: number } | null {
  let best: { place: T; metres: number } | null = null;
  for (const place of places) {
    // Cheap reject first: 0.02 degrees is over 2 km in Taiwan.
    if (Math.abs(place.lat - point.lat) > 0.02 || Math.abs(place.lng - point.lng) > 0.025) continue;
    const metres = distanceMetres(place, point);
    if (metres <= withinMetres && (!best || metres < best.metres)) best = { place, metres };
  }
  return best;
}

export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
