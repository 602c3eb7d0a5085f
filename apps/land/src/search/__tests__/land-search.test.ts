import { describe, expect, it } from 'vitest';
import {
  isNarrowed,
  landApiQuery,
  landListQuery,
  landTypeOf,
  parseLandSearch,
  withRegion,
  withType,
} from '../land-search.ts';

const params = (query: string) => new URLSearchParams(query);

describe('parseLandSearch', () => {
  it('reads the header menu links: sale or rent of a region, land kind', () => {
    expect(parseLandSearch(params('type=2&region=3&kind=11'))).toMatchObject({
      type: 2,
      regionId: 3,
    });
    expect(landTypeOf(params('type=1&region=1&kind=11'))).toBe(1);
  });

  it('defaults to land for sale in Taipei, newest first, page 1', () => {
    expect(parseLandSearch(params(''))).toEqual({
      type: 2,
      regionId: 1,
      sections: [],
      zones: [],
      roadWidths: [],
      specials: [],
      price: [],
      area: [],
      keyword: '',
      order: 'posttime',
      orderType: 'desc',
      page: 1,
      pageSize: null,
    });
  });

  it('reads lists comma-separated or repeated', () => {
    const search = parseLandSearch(
      params('zone=1,2&zone=6&roadwidth=_4,12_&special=foreclosure&special=large&section=5'),
    );
    expect(search.zones).toEqual(['1', '2', '6']);
    expect(search.roadWidths).toEqual(['_4', '12_']);
    expect(search.specials).toEqual(['foreclosure', 'large']);
    expect(search.sections).toEqual(['5']);
  });

  it('drops values the list does not know instead of failing', () => {
    const search = parseLandSearch(
      params(
        'type=9&region=99&zone=0,4,x&roadwidth=wide&special=cheap&order=x&page=-2&pageSize=5000',
      ),
    );
    expect(search).toMatchObject({ type: 2, regionId: 1, zones: ['4'], page: 1, pageSize: null });
    expect(search.roadWidths).toEqual([]);
    expect(search.specials).toEqual([]);
    expect(search.order).toBe('posttime');
  });

  it('accepts regionid and region_id as the region', () => {
    expect(parseLandSearch(params('region_id=17')).regionId).toBe(17);
    expect(parseLandSearch(params('regionid=8')).regionId).toBe(8);
  });
});

describe('landApiQuery', () => {
  it('always asks for land of one type and region', () => {
    expect(landApiQuery(params('')).toString()).toBe('type=2&kind=11&region=1');
  });

  it('passes the known filters on and leaves the rest out', () => {
    const query = landApiQuery(
      params(
        'type=1&region=3&zone=6,7&roadwidth=4_8&special=farmhouse&price=_20000&area=100_300&keyword=%20中正路%20&order=money&orderType=asc&page=3&pageSize=10&utm_source=x',
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      type: '1',
      kind: '11',
      region: '3',
      zone: '6,7',
      roadwidth: '4_8',
      special: 'farmhouse',
      price: '_20000',
      area: '100_300',
      keyword: '中正路',
      order: 'money',
      orderType: 'asc',
      page: '3',
      pageSize: '10',
    });
  });
});

describe('URL changes', () => {
  it('another region drops its districts and price bands, keeps the rest', () => {
    const next = withRegion(params('region=1&section=5&price=_3000&zone=4&page=2'), 3);
    expect(next.toString()).toBe('region=3&zone=4');
  });

  it('switching to rent drops the sale price and the unit price sort', () => {
    const next = withType(params('type=2&price=_3000&order=unitprice&orderType=asc&zone=1'), 1);
    expect(next.toString()).toBe('type=1&zone=1');
    expect(withType(params('type=1&order=money'), 2).toString()).toBe('type=2&order=money');
  });

  it('builds list links like the header menu', () => {
    expect(landListQuery(5, 1)).toBe('type=1&region=5&kind=11');
    expect(landListQuery(5, 2, { special: 'large' })).toBe('type=2&region=5&kind=11&special=large');
  });

  it('knows when a search narrows the list beyond type and region', () => {
    expect(isNarrowed(parseLandSearch(params('type=1&region=3&kind=11&page=2')))).toBe(false);
    expect(isNarrowed(parseLandSearch(params('zone=4')))).toBe(true);
    expect(isNarrowed(parseLandSearch(params('keyword=中正')))).toBe(true);
  });
});
