import { describe, expect, it } from 'vitest';
import { referenceData } from '../../seed/reference-data.ts';
import { pointInDistrict } from '../district-bounds.ts';

const ref = referenceData();
const placeOf = (district: (typeof ref.districts)[number]) =>
  `${ref.regionById.get(district.regionId)!.name}${district.name}`;
const matchOf = (district: (typeof ref.districts)[number]) =>
  pointInDistrict(ref.regionById.get(district.regionId)!.name, district.name, district);

describe('district bounds', () => {
  it('knows the boundary of every district the site lists', () => {
    const unknown = ref.districts.filter((district) => matchOf(district) === 'unknown');
    expect(unknown.map(placeOf)).toEqual([]);
  });

  it('finds every district’s seeded centre inside it: listings are placed around them', () => {
    const outside = ref.districts.filter((district) => matchOf(district) === 'outside');
    expect(outside.map(placeOf)).toEqual([]);
  });

  it('reads 臺 and 台 alike', () => {
    const point = { lat: 22.7583, lng: 121.1444 };
    expect(pointInDistrict('臺東縣', '臺東市', point)).toBe('inside');
    expect(pointInDistrict('台東縣', '台東市', point)).toBe('inside');
  });

  it('counts a pin just past a generalised boundary as inside, and one farther out as outside', () => {
    // 中正區's east edge crosses this latitude at 121.5226 in the atlas.
    const lat = 25.0324;
    expect(pointInDistrict('台北市', '中正區', { lat, lng: 121.5232 })).toBe('inside');
    expect(pointInDistrict('台北市', '大安區', { lat, lng: 121.5232 })).toBe('inside');
    expect(pointInDistrict('台北市', '中正區', { lat, lng: 121.5256 })).toBe('outside');
    // 台北 101, far across 信義區.
    expect(pointInDistrict('台北市', '中正區', { lat: 25.0339, lng: 121.5645 })).toBe('outside');
  });

  it('does not know a district the atlas has no boundary for', () => {
    expect(pointInDistrict('台北市', '不存在區', { lat: 25.03, lng: 121.52 })).toBe('unknown');
  });
});
