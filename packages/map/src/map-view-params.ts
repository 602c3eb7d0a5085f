import {
  boxAround,
  type GeoBox,
  MAX_MAP_ZOOM,
  type MapCentre,
  type MapView,
  MIN_MAP_ZOOM,
  projectLat,
  projectLng,
  roundDegrees,
} from '@591/config';
import { MAP_VIEW_KEYS } from './map-view-keys.ts';

/** The URL's view, or why it could not be read (the page then shows its region instead). */
export type UrlMapView = { view: MapView; problem: null } | { view: null; problem: string | null };

const DECIMAL = /^-?\d{1,3}(\.\d{1,7})?$/;

/**
 * lat, lng and zoom as the map writes them. None of them is the region's own view; any of them
 * missing, malformed or off the maps' range is a problem the page names.
 */
export function readMapView(params: URLSearchParams): UrlMapView {
  const [lat, lng, zoom] = MAP_VIEW_KEYS.map((key) => params.get(key));
  if (lat === null && lng === null && zoom === null) return { view: null, problem: null };
  const view = { lat: Number(lat), lng: Number(lng), zoom: Number(zoom) };
  const valid =
    DECIMAL.test(lat ?? '') &&
    DECIMAL.test(lng ?? '') &&
    /^\d{1,2}$/.test(zoom ?? '') &&
    Math.abs(view.lat) <= 85 &&
    Math.abs(view.lng) <= 180 &&
    view.zoom >= MIN_MAP_ZOOM &&
    view.zoom <= MAX_MAP_ZOOM;
  return valid
    ? { view, problem: null }
    : { view: null, problem: '網址中的地圖位置有誤，已改為顯示整個地區。' };
}

/** The same URL at another view; the page of results starts again, as the area is new. */
export function withMapView(params: URLSearchParams, view: MapView): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('lat', String(roundDegrees(view.lat)));
  next.set('lng', String(roundDegrees(view.lng)));
  next.set('zoom', String(view.zoom));
  next.delete('page');
  return next;
}

/** What a region's map first shows: all its districts. */
export function regionBox(districts: readonly MapCentre[]): GeoBox {
  return boxAround(districts);
}

/**
 * Views less than a pixel apart are one view: the map and the URL must not chase each other
 * (Leaflet puts its centre on whole pixels, so the centre it reports may differ from the one
 * it was given by a fraction of a pixel, tens of metres at a city's zoom).
 */
export function sameView(a: MapView, b: MapView): boolean {
  return (
    a.zoom === b.zoom &&
    Math.abs(projectLat(a.lat, a.zoom) - projectLat(b.lat, b.zoom)) < 1 &&
    Math.abs(projectLng(a.lng, a.zoom) - projectLng(b.lng, b.zoom)) < 1
  );
}
