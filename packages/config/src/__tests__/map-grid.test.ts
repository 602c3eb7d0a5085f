import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxAround,
  boxParam,
  boxPixels,
  fitView,
  fitZoom,
  MAX_MAP_ZOOM,
  MIN_MAP_ZOOM,
  parseBoxParam,
  projectLat,
  projectLng,
  unprojectLat,
  unprojectLng,
  viewBox,
  WIDE_MAP_PX,
} from '../map-grid.ts';

const taiwan = {
  lat: fc.double({ min: 21.8, max: 26.4, noNaN: true }),
  lng: fc.double({ min: 118.2, max: 122.1, noNaN: true }),
  zoom: fc.integer({ min: MIN_MAP_ZOOM, max: MAX_MAP_ZOOM }),
};

describe('Web Mercator', () => {
  it('puts the world in 256 px at zoom 0 and the equator in the middle', () => {
    expect(projectLng(-180, 0)).toBe(0);
    expect(projectLng(180, 0)).toBe(256);
    expect(projectLat(0, 0)).toBeCloseTo(128, 9);
    expect(projectLat(45, 0)).toBeLessThan(128);
  });

  it('unprojects what it projects', () => {
    fc.assert(
      fc.property(taiwan.lat, taiwan.lng, taiwan.zoom, (lat, lng, zoom) => {
        expect(unprojectLat(projectLat(lat, zoom), zoom)).toBeCloseTo(lat, 9);
        expect(unprojectLng(projectLng(lng, zoom), zoom)).toBeCloseTo(lng, 9);
      }),
    );
  });
});

describe('views and boxes', () => {
  it('gives a map the box it shows, of its size in pixels', () => {
    const box = viewBox({ lat: 25.04, lng: 121.55, zoom: 12 }, WIDE_MAP_PX);
    const span = boxPixels(box, 12);
    expect(span.width).toBeCloseTo(WIDE_MAP_PX.width, -0.5);
    expect(span.height).toBeCloseTo(WIDE_MAP_PX.height, -0.5);
    expect(box.west).toBeLessThan(121.55);
    expect(box.east).toBeGreaterThan(121.55);
    expect(boxParam(box)).toBe(`${box.west},${box.south},${box.east},${box.north}`);
  });

  it('fits a region into a map at the closest zoom that shows all of it', () => {
    const taipei = boxAround([
      { lat: 24.96, lng: 121.46 },
      { lat: 25.21, lng: 121.62 },
      { lat: 25.05, lng: 121.5 },
    ]);
    expect(taipei).toEqual({ west: 121.46, south: 24.96, east: 121.62, north: 25.21 });
    const zoom = fitZoom(taipei, WIDE_MAP_PX);
    expect(boxPixels(taipei, zoom).height).toBeLessThanOrEqual(WIDE_MAP_PX.height);
    expect(boxPixels(taipei, zoom + 1).height).toBeGreaterThan(WIDE_MAP_PX.height);
    const view = fitView(taipei, WIDE_MAP_PX);
    expect(view.zoom).toBe(zoom);
    const shown = viewBox(view, WIDE_MAP_PX);
    expect(shown.west).toBeLessThanOrEqual(taipei.west);
    expect(shown.north).toBeGreaterThanOrEqual(taipei.north);
  });

  it('keeps zooms within the maps’ range', () => {
    expect(fitZoom({ west: 121, south: 25, east: 121.00001, north: 25.00001 }, WIDE_MAP_PX)).toBe(
      MAX_MAP_ZOOM,
    );
    expect(fitZoom({ west: 100, south: 0, east: 140, north: 40 }, WIDE_MAP_PX)).toBe(MIN_MAP_ZOOM);
  });
});

describe('the bbox parameter', () => {
  it('reads back the box it wrote', () => {
    const box = { west: 121.45, south: 24.96, east: 121.67, north: 25.21 };
    expect(parseBoxParam(boxParam(box))).toEqual(box);
  });
});
