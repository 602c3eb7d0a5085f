import { describe, expect, it } from 'vitest';
import { markerPrice, pointPrice } from '../point-price.ts';
import { tileLayerConfig } from '../tile-layer-config.ts';

describe('map prices', () => {
  it('says each unit’s price in full and in short', () => {
    expect(pointPrice({ price: 19119, unit: '萬' })).toBe('19,119 萬');
    expect(markerPrice({ price: 19119, unit: '萬' })).toBe('1.9億');
    expect(markerPrice({ price: 9465, unit: '萬' })).toBe('9,465萬');
    expect(pointPrice({ price: 35000, unit: '元/月' })).toBe('35,000 元/月');
    expect(markerPrice({ price: 35000, unit: '元/月' })).toBe('3.5萬/月');
    expect(pointPrice({ price: 120.5, unit: '萬/坪' })).toBe('120.50 萬/坪');
    expect(markerPrice({ price: 120.5, unit: '萬/坪' })).toBe('121萬');
  });
});

describe('tile layer config', () => {
  it('uses OpenStreetMap with its attribution unless told otherwise', () => {
    expect(tileLayerConfig({})).toMatchObject({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
  });

  it('takes another tile server, or none', () => {
    expect(
      tileLayerConfig({ VITE_LAND_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' }),
    ).toEqual({ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '' });
    expect(tileLayerConfig({ VITE_LAND_MAP_TILE_URL: 'none' }).url).toBeNull();
    expect(() => tileLayerConfig({ VITE_LAND_MAP_TILE_URL: 'tiles' })).toThrow(/URL template/);
  });
});
