import { describe, expect, it } from 'vitest';
import { landBase, landMapApiSearch, mapQuery, parseMapSearch } from '../map-search.ts';

const parse = (query: string) => parseMapSearch(new URLSearchParams(query));

describe('map search', () => {
  it('reads the header’s region_id and mode', () => {
    expect(parse('region_id=8&mode=real-price')).toEqual({
      valid: true,
      regionId: 8,
      mode: 'real-price',
      type: 2,
    });
  });

  it('shows Taipei’s land for sale when the URL names neither', () => {
    expect(parse('')).toMatchObject({ valid: true, regionId: 1, mode: 'in-sale' });
  });

  it('names a region that does not exist instead of showing another one', () => {
    const search = parse('region_id=9&mode=in-sale');
    expect(search.valid).toBe(false);
    expect(search.valid === false && search.problem).toContain('找不到地區「9」');
  });

  it('names an unknown mode', () => {
    const search = parse('region_id=3&mode=heatmap');
    expect(search).toMatchObject({ valid: false, regionId: 3, mode: 'in-sale' });
    expect(search.valid === false && search.problem).toContain('heatmap');
  });

  it('writes the map query as the header does and knows the section’s base path', () => {
    expect(mapQuery(3, 'in-sale').toString()).toBe('region_id=3&mode=in-sale');
    expect(landBase('/land/map')).toBe('/land');
    expect(landBase('/map')).toBe('');
  });

  it('asks the API for the region’s land of one type, or the register’s last two years', () => {
    expect(landMapApiSearch(parse('region_id=3&mode=in-sale&type=1')).toString()).toBe(
      'type=1&region=3',
    );
    expect(landMapApiSearch(parse('region_id=8&mode=real-price&type=1')).toString()).toBe(
      'region=8&years=2',
    );
  });
});
