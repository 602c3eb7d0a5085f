import { createHash } from 'node:crypto';
import { METRES_PER_DEGREE, type Point, roundCoordinate } from '../lib/geo.ts';

/**
 * How far a rental's public point lies from its pin: never so near that the point shows the
 * door, and well inside APPROXIMATE_POINT_RADIUS_M (@591/config), the circle the pages draw
 * around the point, so the circle always holds the pin.
 */
const OFFSET_M = { min: 50, max: 150 } as const;

/** Rentals: where a tenant will live (often the poster, now) is not for every visitor to find. */
export const hasApproximatePoint = (section: string) => section === 'rent';

/**
 * The point visitors see of a listing pinned at `pin`: a rental's is moved by an offset drawn
 * from its id, the same at every edit, so re-publishing the same pin gives the same point and
 * comparing versions narrows nothing; other sections show the pin. Whoever has this code can
 * undo the offset: it keeps the door off the map, it is not a secret.
 */
export function publicPoint(listingId: number, section: string, pin: Point): Point {
  if (!hasApproximatePoint(section)) return pin;
  const hash = createHash('sha256').update(`listing-point:${listingId}`).digest();
  const angle = (hash.readUInt32BE(0) / 2 ** 32) * 2 * Math.PI;
  // Spread evenly over the ring's area: a radius drawn evenly would crowd points near the pin.
  const share = hash.readUInt32BE(4) / 2 ** 32;
  const metres = Math.sqrt(OFFSET_M.min ** 2 + share * (OFFSET_M.max ** 2 - OFFSET_M.min ** 2));
  const lngScale = METRES_PER_DEGREE * Math.cos((pin.lat * Math.PI) / 180);
  return {
    lat: roundCoordinate(pin.lat + (metres * Math.cos(angle)) / METRES_PER_DEGREE),
    lng: roundCoordinate(pin.lng + (metres * Math.sin(angle)) / lngScale),
  };
}
