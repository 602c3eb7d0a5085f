import { boxPixels, type GeoBox, MAX_MAP_VIEW_PX } from '@591/config';
import { HttpError } from '../lib/http-errors.ts';

export type { GeoBox } from '@591/config';

const BBOX_EXAMPLE = '121.45,24.96,121.67,25.21';
const DEGREES = /^-?\d{1,3}(?:\.\d{1,7})?$/;

/**
 * The bbox parameter: west,south,east,north in degrees, as GeoJSON orders a box. A box must
 * have an inside: a map never shows a line, and a reversed box is a caller's mistake.
 */
export function parseBox(text: string): GeoBox {
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((part) => !DEGREES.test(part))) {
    throw new HttpError(
      400,
      `querystring/bbox must be west,south,east,north in degrees, e.g. ${BBOX_EXAMPLE}`,
    );
  }
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if ([west, east].some((lng) => lng < -180 || lng > 180)) {
    throw new HttpError(400, 'querystring/bbox longitudes must be from -180 to 180');
  }
  if ([south, north].some((lat) => lat < -90 || lat > 90)) {
    throw new HttpError(400, 'querystring/bbox latitudes must be from -90 to 90');
  }
  if (west >= east || south >= north) {
    throw new HttpError(400, 'querystring/bbox must have west below east and south below north');
  }
  return { west, south, east, north };
}

/**
 * A cluster request's box must be one a map of at most MAX_MAP_VIEW_PX shows at its zoom, so no
 * answer holds more than a few hundred cells.
 */
export function requireMapSized(box: GeoBox, zoom: number): void {
  const { width, height } = boxPixels(box, zoom);
  if (width > MAX_MAP_VIEW_PX.width || height > MAX_MAP_VIEW_PX.height) {
    throw new HttpError(
      400,
      `querystring/bbox is ${Math.round(width)}×${Math.round(height)} px at zoom ${zoom}, more than a map of ${MAX_MAP_VIEW_PX.width}×${MAX_MAP_VIEW_PX.height} px shows; use a lower zoom or a smaller box`,
    );
  }
}
