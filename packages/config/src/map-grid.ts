/**
 * The maps' geometry, shared by the API (which clusters listings on a grid) and the pages (which
 * ask for the grid cells they show): Web Mercator as Leaflet and every tile server draw it,
 * 256 px tiles and 2^zoom tiles across the world.
 */
export const MAP_TILE_PX = 256;
/** All of Taiwan, the outlying islands included, fits a phone's map at this zoom. */
export const MIN_MAP_ZOOM = 7;
/** A street: a few buildings across. */
export const MAX_MAP_ZOOM = 18;
/**
 * The largest view one cluster request may cover, in pixels at its zoom: a little over the
 * largest map box a page shows. It bounds an answer to the cells of a map that size, whatever
 * the catalogue.
 */
export const MAX_MAP_VIEW_PX = { width: 1280, height: 1024 } as const;

/**
 * The search maps' box on a wide screen (from the lg breakpoint the map sits beside a list of
 * 400 px in a page of 1200). A server render assumes it to list what the map will show.
 */
export const WIDE_MAP_PX = { width: 752, height: 600 } as const;

/**
 * A rental's map point is its poster's pin moved by up to 150 m (the API draws the offset, so
 * visitors see the block, not the door): pages draw a circle of this radius around the point,
 * and the pin always lies inside it.
 */
export const APPROXIMATE_POINT_RADIUS_M = 200;

export interface GeoBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface MapCentre {
  lat: number;
  lng: number;
}

export interface MapView extends MapCentre {
  zoom: number;
}

export interface PixelSize {
  width: number;
  height: number;
}

/** Web Mercator stops short of the poles. */
const MAX_LATITUDE = 85.0511287798;

const worldPixels = (zoom: number) => MAP_TILE_PX * 2 ** zoom;

export function projectLng(lng: number, zoom: number): number {
  return ((lng + 180) / 360) * worldPixels(zoom);
}

/** Pixels from the top of the world map (north is up, so y grows southwards). */
export function projectLat(lat: number, zoom: number): number {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const radians = (clamped * Math.PI) / 180;
  const mercator = Math.log(Math.tan(Math.PI / 4 + radians / 2));
  return (0.5 - mercator / (2 * Math.PI)) * worldPixels(zoom);
}

export function unprojectLng(x: number, zoom: number): number {
  return (x / worldPixels(zoom)) * 360 - 180;
}

export function unprojectLat(y: number, zoom: number): number {
  const mercator = (0.5 - y / worldPixels(zoom)) * 2 * Math.PI;
  return (2 * Math.atan(Math.exp(mercator)) - Math.PI / 2) * (180 / Math.PI);
}

/** Five decimals are about a metre: enough for a map, and the same text on server and browser. */
export function roundDegrees(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** What a map of `size` pixels shows around its centre at its zoom. */
export function viewBox(view: MapView, size: PixelSize): GeoBox {
  const x = projectLng(view.lng, view.zoom);
  const y = projectLat(view.lat, view.zoom);
  return {
    west: roundDegrees(unprojectLng(x - size.width / 2, view.zoom)),
    south: roundDegrees(unprojectLat(y + size.height / 2, view.zoom)),
    east: roundDegrees(unprojectLng(x + size.width / 2, view.zoom)),
    north: roundDegrees(unprojectLat(y - size.height / 2, view.zoom)),
  };
}

/** How many pixels a box spans at a zoom. */
export function boxPixels(box: GeoBox, zoom: number): PixelSize {
  return {
    width: projectLng(box.east, zoom) - projectLng(box.west, zoom),
    height: projectLat(box.south, zoom) - projectLat(box.north, zoom),
  };
}

/** The closest zoom at which the whole box fits a map of `size`, within the maps' zooms. */
export function fitZoom(box: GeoBox, size: PixelSize): number {
  for (let zoom = MAX_MAP_ZOOM; zoom > MIN_MAP_ZOOM; zoom -= 1) {
    const span = boxPixels(box, zoom);
    if (span.width <= size.width && span.height <= size.height) return zoom;
  }
  return MIN_MAP_ZOOM;
}

/** A map of `size` showing the whole box, centred on it. */
export function fitView(box: GeoBox, size: PixelSize): MapView {
  const zoom = fitZoom(box, size);
  const x = (projectLng(box.west, zoom) + projectLng(box.east, zoom)) / 2;
  const y = (projectLat(box.north, zoom) + projectLat(box.south, zoom)) / 2;
  return {
    lat: roundDegrees(unprojectLat(y, zoom)),
    lng: roundDegrees(unprojectLng(x, zoom)),
    zoom,
  };
}

/** The smallest box holding every place. */
export function boxAround(places: readonly MapCentre[]): GeoBox {
  return {
    west: Math.min(...places.map((place) => place.lng)),
    south: Math.min(...places.map((place) => place.lat)),
    east: Math.max(...places.map((place) => place.lng)),
    north: Math.max(...places.map((place) => place.lat)),
  };
}

/** A box as the API's bbox parameter spells it: west,south,east,north. */
export function boxParam(box: GeoBox): string {
  return [box.west, box.south, box.east, box.north].join(',');
}

/** A bbox parameter back as a box (what boxParam wrote). */
export function parseBoxParam(text: string): GeoBox {
  const [west = 0, south = 0, east = 0, north = 0] = text.split(',').map(Number);
  return { west, south, east, north };
}
