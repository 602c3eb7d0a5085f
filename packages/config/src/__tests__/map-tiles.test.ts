import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxPixels,
  MAX_MAP_ZOOM,
  MIN_MAP_ZOOM,
  projectLat,
  projectLng,
  viewBox,
  WIDE_MAP_PX,
} from '../map-grid.ts';
import {
  CELLS_PER_TILE,
  cellAlignedBox,
  isTile,
  TILE_CELL_PX,
  tileBox,
  tileCellBox,
  tileOf,
  tilesCovering,
} from '../map-tiles.ts';

const taiwan = {
  lat: fc.double({ min: 21.8, max: 26.4, noNaN: true }),
  lng: fc.double({ min: 118.2, max: 122.1, noNaN: true }),
  zoom: fc.integer({ min: MIN_MAP_ZOOM, max: MAX_MAP_ZOOM }),
};

const inside = (box: ReturnType<typeof tileBox>, lat: number, lng: number) =>
  lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;

describe('tiles', () => {
  it('numbers them as every tile server does: Taipei 101 at zoom 14 is 13724/7014', () => {
    expect(tileOf(25.0339, 121.5645, 14)).toEqual({ zoom: 14, x: 13724, y: 7014 });
  });

  it('puts a point inside the box of its tile', () => {
    fc.assert(
      fc.property(taiwan.lat, taiwan.lng, taiwan.zoom, (lat, lng, zoom) => {
        expect(inside(tileBox(tileOf(lat, lng, zoom)), lat, lng)).toBe(true);
      }),
    );
  });

  it('splits a tile into cells that share its edges, so no cell straddles two tiles', () => {
    const tile = tileOf(25.0339, 121.5645, 15);
    const box = tileBox(tile);
    const first = tileCellBox(tile.x * CELLS_PER_TILE, tile.y * CELLS_PER_TILE, 15);
    const last = tileCellBox(
      tile.x * CELLS_PER_TILE + CELLS_PER_TILE - 1,
      tile.y * CELLS_PER_TILE + CELLS_PER_TILE - 1,
      15,
    );
    expect([first.west, first.north, last.east, last.south]).toEqual([
      box.west,
      box.north,
      box.east,
      box.south,
    ]);
  });

  it('covers a view with the tiles around it, once each', () => {
    fc.assert(
      fc.property(taiwan.lat, taiwan.lng, taiwan.zoom, (lat, lng, zoom) => {
        const view = viewBox({ lat, lng, zoom }, WIDE_MAP_PX);
        const tiles = tilesCovering(view, zoom);
        const names = tiles.map((tile) => `${tile.x}/${tile.y}`);
        expect(new Set(names).size).toBe(tiles.length);
        // 752 × 600 px touches at most 5 × 4 tiles of 256.
        expect(tiles.length).toBeLessThanOrEqual(20);
        for (const [cornerLat, cornerLng] of [
          [view.north, view.west],
          [view.south, view.east],
          [lat, lng],
        ] as const) {
          const tile = tileOf(cornerLat, cornerLng, zoom);
          expect(names).toContain(`${tile.x}/${tile.y}`);
        }
      }),
    );
  });

  it('knows the world’s tiles from anything else', () => {
    expect(isTile({ zoom: 7, x: 107, y: 55 })).toBe(true);
    expect(isTile({ zoom: 7, x: 128, y: 55 })).toBe(false);
    expect(isTile({ zoom: 7, x: -1, y: 55 })).toBe(false);
  });
});

describe('cells', () => {
  it('puts a point in the cell whose box holds it, a third of a tile square', () => {
    fc.assert(
      fc.property(taiwan.lat, taiwan.lng, taiwan.zoom, (lat, lng, zoom) => {
        const column = Math.floor(projectLng(lng, zoom) / TILE_CELL_PX);
        const row = Math.floor(projectLat(lat, zoom) / TILE_CELL_PX);
        const box = tileCellBox(column, row, zoom);
        expect(inside(box, lat, lng)).toBe(true);
        const span = boxPixels(box, zoom);
        expect(span.width).toBeCloseTo(TILE_CELL_PX, 0);
        expect(span.height).toBeCloseTo(TILE_CELL_PX, 0);
      }),
    );
  });

  it('grows a view to whole cells, at most one more on each side', () => {
    fc.assert(
      fc.property(taiwan.lat, taiwan.lng, taiwan.zoom, (lat, lng, zoom) => {
        const box = viewBox({ lat, lng, zoom }, { width: 390, height: 360 });
        const aligned = cellAlignedBox(box, zoom);
        expect(aligned.west).toBeLessThanOrEqual(box.west);
        expect(aligned.south).toBeLessThanOrEqual(box.south);
        expect(aligned.east).toBeGreaterThanOrEqual(box.east);
        expect(aligned.north).toBeGreaterThanOrEqual(box.north);
        const span = boxPixels(aligned, zoom);
        expect(span.width).toBeLessThanOrEqual(390 + 2 * TILE_CELL_PX + 1);
        expect(span.height).toBeLessThanOrEqual(360 + 2 * TILE_CELL_PX + 1);
        for (const edge of [projectLng(aligned.west, zoom), projectLat(aligned.north, zoom)]) {
          // Whole cells, give or take the rounding to a tenth of a metre.
          const cells = edge / TILE_CELL_PX;
          expect(Math.abs(cells - Math.round(cells))).toBeLessThan(0.01);
        }
      }),
    );
  });

  it('answers the same box for views within the same cells', () => {
    const a = cellAlignedBox({ west: 121.5, south: 25.0, east: 121.58, north: 25.07 }, 14);
    const b = cellAlignedBox(
      { west: 121.50002, south: 25.00002, east: 121.58002, north: 25.07002 },
      14,
    );
    expect(b).toEqual(a);
  });
});
