import { describe, expect, it } from 'vitest';
import { tileLayerConfig } from '../tile-layer-config.ts';

describe('tile layer config', () => {
  it('draws the site’s own base map unless the deploy names a tile server', () => {
    expect(tileLayerConfig({})).toEqual({ url: null, attribution: '' });
    expect(tileLayerConfig({ MAP_TILES_URL: 'none' })).toEqual({ url: null, attribution: '' });
  });

  it('takes a tile server with its attribution, by its name or the older ones', () => {
    const url = 'https://tiles.example/{z}/{x}/{y}.png';
    expect(tileLayerConfig({ MAP_TILES_URL: url, MAP_TILES_ATTRIBUTION: '© Tiles' })).toEqual({
      url,
      attribution: '© Tiles',
    });
    expect(tileLayerConfig({ VITE_MAP_TILE_URL: url })).toEqual({ url, attribution: '' });
    expect(
      tileLayerConfig({ VITE_LAND_MAP_TILE_URL: url, VITE_LAND_MAP_TILE_ATTRIBUTION: 'X' }),
    ).toEqual({ url, attribution: 'X' });
    expect(() => tileLayerConfig({ MAP_TILES_URL: 'tiles' })).toThrow(/URL template/);
  });
});
