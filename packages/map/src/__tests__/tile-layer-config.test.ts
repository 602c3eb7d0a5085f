import { describe, expect, it } from 'vitest';
import { tileLayerConfig } from '../tile-layer-config.ts';

describe('tile layer config', () => {
  it('uses OpenStreetMap with its attribution unless told otherwise', () => {
    expect(tileLayerConfig({})).toMatchObject({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
  });

  it('takes another tile server, or none, by the maps’ name or the land map’s older one', () => {
    const url = 'https://tiles.example/{z}/{x}/{y}.png';
    expect(tileLayerConfig({ VITE_MAP_TILE_URL: url })).toEqual({ url, attribution: '' });
    expect(
      tileLayerConfig({ VITE_LAND_MAP_TILE_URL: url, VITE_LAND_MAP_TILE_ATTRIBUTION: 'X' }),
    ).toEqual({
      url,
      attribution: 'X',
    });
    expect(
      tileLayerConfig({ VITE_MAP_TILE_URL: 'none', VITE_LAND_MAP_TILE_URL: url }).url,
    ).toBeNull();
    expect(() => tileLayerConfig({ VITE_MAP_TILE_URL: 'tiles' })).toThrow(/URL template/);
  });
});
