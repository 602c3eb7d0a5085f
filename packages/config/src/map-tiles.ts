import {
  type GeoBox,
  MAP_TILE_PX,
  projectLat,
  projectLng,
  unprojectLat,
  unprojectLng,
} from './map-grid.ts';

/**
 * Map clusters by tile: a map asks for the Web Mercator tiles (z/x/y, 256 px, 2^z across the
 * world) it shows, and each tile answers the clusters of its own grid cells. A tile holds
 * CELLS_PER_TILE × CELLS_PER_TILE cells, so a cell never straddles a tile edge and no cluster
 * is drawn twice; a tile's answer is the same for every visitor with the same filters, which
 * the browser, the gateway and a CDN can keep.
 */
export const CELLS_PER_TILE = 3;

/** A cell of about 85 px: listings within one are one cluster. */
export const TILE_CELL_PX = MAP_TILE_PX / CELLS_PER_TILE;

export interface MapTile {
  zoom: number;
  x: number;
  y: number;
}

/** Tiles across the world at a zoom. */
export const tilesAcross = (zoom: number) => 2 ** zoom;

/** The tile a point falls in. */
export function tileOf(lat: number, lng: number, zoom: number): MapTile {
  const last = tilesAcross(zoom) - 1;
  const clamp = (value: number) => Math.max(0, Math.min(last, value));
  return {
    zoom,
    x: clamp(Math.floor(projectLng(lng, zoom) / MAP_TILE_PX)),
    y: clamp(Math.floor(projectLat(lat, zoom) / MAP_TILE_PX)),
  };
}

const down = (value: number) => Math.floor(value * 1e6) / 1e6;
const up = (value: number) => Math.ceil(value * 1e6) / 1e6;

/** The box of a square of the world's pixels at a zoom, rounded outwards to a tenth of a metre. */
function pixelBox(left: number, top: number, size: number, zoom: number): GeoBox {
  return {
    west: down(unprojectLng(left, zoom)),
    south: down(unprojectLat(top + size, zoom)),
    east: up(unprojectLng(left + size, zoom)),
    north: up(unprojectLat(top, zoom)),
  };
}

export function tileBox({ zoom, x, y }: MapTile): GeoBox {
  return pixelBox(x * MAP_TILE_PX, y * MAP_TILE_PX, MAP_TILE_PX, zoom);
}

/** The box of a tile grid cell (column and row counted across the world at the zoom). */
export function tileCellBox(column: number, row: number, zoom: number): GeoBox {
  return pixelBox(column * TILE_CELL_PX, row * TILE_CELL_PX, TILE_CELL_PX, zoom);
}

/**
 * The box grown outwards to whole cells of its zoom. A map asks for its register clusters this
 * way: every cell it shows comes whole, so a cluster keeps its count and place while the map
 * pans, and views a little apart ask the same question (which caches answer).
 */
export function cellAlignedBox(box: GeoBox, zoom: number): GeoBox {
  const left = Math.floor(projectLng(box.west, zoom) / TILE_CELL_PX);
  const right = Math.ceil(projectLng(box.east, zoom) / TILE_CELL_PX);
  const top = Math.floor(projectLat(box.north, zoom) / TILE_CELL_PX);
  const bottom = Math.ceil(projectLat(box.south, zoom) / TILE_CELL_PX);
  return {
    west: down(unprojectLng(left * TILE_CELL_PX, zoom)),
    south: down(unprojectLat(bottom * TILE_CELL_PX, zoom)),
    east: up(unprojectLng(right * TILE_CELL_PX, zoom)),
    north: up(unprojectLat(top * TILE_CELL_PX, zoom)),
  };
}

/** The tiles a box touches at a zoom, row by row from the north-west. */
export function tilesCovering(box: GeoBox, zoom: number): MapTile[] {
  const northWest = tileOf(box.north, box.west, zoom);
  const southEast = tileOf(box.south, box.east, zoom);
  const tiles: MapTile[] = [];
  for (let y = northWest.y; y <= southEast.y; y += 1) {
    for (let x = northWest.x; x <= southEast.x; x += 1) tiles.push({ zoom, x, y });
  }
  return tiles;
}

/** Whether z/x/y names a tile of the world. */
export function isTile({ zoom, x, y }: MapTile): boolean {
  const across = tilesAcross(zoom);
  return [x, y].every((value) => Number.isInteger(value) && value >= 0 && value < across);
}
