import { describe, expect, it } from 'vitest';
import { parseBox, requireMapSized } from '../map-box.ts';
import { parseSearch } from '../search-params.ts';

describe('parseBox', () => {
  it('reads west,south,east,north in degrees', () => {
    expect(parseBox('121.45,24.96,121.67,25.2125')).toEqual({
      west: 121.45,
      south: 24.96,
      east: 121.67,
      north: 25.2125,
    });
    expect(parseSearch('rent', { bbox: '121.5,25,121.6,25.1' }).box).toEqual({
      west: 121.5,
      south: 25,
      east: 121.6,
      north: 25.1,
    });
  });

  it('refuses anything else with a message naming the parameter and its form', () => {
    for (const bad of ['', '121,25,122', '121,25,122,26,1', 'a,b,c,d', '121.5,25,121.6,25.1e1']) {
      expect(() => parseBox(bad)).toThrow(/^querystring\/bbox must be west,south,east,north/);
    }
    expect(() => parseBox('190,25,191,26')).toThrow(/longitudes must be from -180 to 180/);
    expect(() => parseBox('121,-91,122,26')).toThrow(/latitudes must be from -90 to 90/);
    expect(() => parseBox('121.6,25,121.5,25.1')).toThrow(/west below east/);
    expect(() => parseBox('121.5,25,121.5,25.1')).toThrow(/west below east/);
  });
});

describe('requireMapSized', () => {
  it('takes a box a map shows at its zoom and refuses one far larger', () => {
    // Taipei at zoom 12 is about 470 × 680 px; all of Taiwan at zoom 12 is many thousands.
    expect(() =>
      requireMapSized({ west: 121.45, south: 24.96, east: 121.67, north: 25.21 }, 12),
    ).not.toThrow();
    expect(() => requireMapSized({ west: 119, south: 21.8, east: 122.1, north: 26.4 }, 12)).toThrow(
      /is \d+×\d+ px at zoom 12, more than a map of 1280×1024 px shows/,
    );
    expect(() =>
      requireMapSized({ west: 119, south: 21.8, east: 122.1, north: 26.4 }, 7),
    ).not.toThrow();
  });
});
