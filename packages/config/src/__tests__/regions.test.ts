import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REGION_ID,
  parseRegionId,
  REGIONS,
  regionById,
  regionIdIn,
  regionParamOf,
} from '../regions.ts';

describe('regions', () => {
  it('has the 22 region ids of the specification', () => {
    expect(REGIONS.map((region) => region.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 17, 19, 21, 22, 23, 24, 25, 26,
    ]);
  });

  it('puts the outlying islands in the East group', () => {
    for (const id of [24, 25, 26]) expect(regionById(id)?.group).toBe('east');
  });

  it('keeps every centre inside Taiwan and its islands', () => {
    for (const region of REGIONS) {
      expect(region.lat).toBeGreaterThan(21.8);
      expect(region.lat).toBeLessThan(26.4);
      expect(region.lng).toBeGreaterThan(118.1);
      expect(region.lng).toBeLessThan(122.1);
    }
  });

  it('reads a region id from untrusted text, falling back to Taipei', () => {
    expect(parseRegionId('8')).toBe(8);
    expect(parseRegionId('9')).toBe(1);
    expect(parseRegionId('8abc')).toBe(1);
    expect(parseRegionId(' 8')).toBe(1);
    expect(parseRegionId(null)).toBe(1);
  });
});

describe('the region a URL asks for', () => {
  const url = (query: string) => new URLSearchParams(query);

  it('is read from the page’s own parameter first, then from the others', () => {
    expect(regionParamOf(url('region=3'))).toBe('3');
    expect(regionParamOf(url('regionid=8&region=3'), 'regionid')).toBe('8');
    expect(regionParamOf(url('regionid=8&region=3'))).toBe('3');
    // A link from another section spells it its own way.
    expect(regionParamOf(url('regionid=8'))).toBe('8');
    expect(regionParamOf(url('region_id=15'), 'regionid')).toBe('15');
    expect(regionParamOf(url('kind=2'))).toBeNull();
  });

  it('is the default region when the URL gives none or gives nonsense', () => {
    expect(regionIdIn(url('regionid=8'), 'regionid')).toBe(8);
    expect(regionIdIn(url('kind=2'))).toBe(DEFAULT_REGION_ID);
    expect(regionIdIn(url('region=99'))).toBe(DEFAULT_REGION_ID);
  });
});
