import { describe, expect, it } from 'vitest';
import { halfWidth } from '../../../domain/real-price/deal-fields.ts';
import { doorNumberOf, roadPrefixOf } from '../community-deals.ts';

/** Addresses of the shipped file (taipei-a_lvr_land_a.csv), with their line, as imported. */
const ROWS = {
  3: '臺北市大安區羅斯福路二段４１號二樓',
  4: '臺北市中山區松江路４２號八樓之６',
  6: '臺北市萬華區和平西路三段３０２巷３弄３５號',
  83: '臺北市信義區忠孝東路五段４６５、４６７、４６９、４７５、４７７、４７７之１至之６號（不包含之４）',
  150: '臺北市中山區雙城街２８巷１１之３號三樓',
};
const address = (line: keyof typeof ROWS) => halfWidth(ROWS[line]);

describe('the door number of a deal on a community’s road', () => {
  it('is the number right after the road, before 號', () => {
    expect(doorNumberOf(address(3), '臺北市大安區羅斯福路二段')).toBe(41);
    expect(doorNumberOf(address(4), '臺北市中山區松江路')).toBe(42);
  });

  it('is the number before 之 in 100之3號', () => {
    expect(doorNumberOf('臺北市中山區松江路100之3號五樓', '臺北市中山區松江路')).toBe(100);
  });

  it('is none for a lane or alley of the road, whose number is the lane’s', () => {
    expect(doorNumberOf(address(6), '臺北市萬華區和平西路三段')).toBeNull();
    expect(doorNumberOf(address(150), '臺北市中山區雙城街')).toBeNull();
  });

  it('is none for a deal of several door numbers, which no one building holds', () => {
    expect(doorNumberOf(address(83), '臺北市信義區忠孝東路五段')).toBeNull();
  });

  it('is none on another road, and the prefix is the register’s spelling of the place', () => {
    expect(doorNumberOf(address(3), '臺北市大安區和平東路二段')).toBeNull();
    expect(roadPrefixOf('台北市', { address: '大安區羅斯福路二段' })).toBe(
      '臺北市大安區羅斯福路二段',
    );
  });
});
