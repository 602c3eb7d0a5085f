import { describe, expect, it } from 'vitest';
import { listModeOf, regionIdOf, searchName, withRegion } from '../sale-search.ts';

const params = (query: string) => new URLSearchParams(query);

describe('sale search in the landing URL', () => {
  it('is a list only with shType=list or shType=host', () => {
    expect(listModeOf(params('shType=list&regionid=1'))).toBe('list');
    expect(listModeOf(params('shType=host'))).toBe('host');
    expect(listModeOf(params('regionid=3'))).toBeNull();
    expect(listModeOf(params('shType=map'))).toBeNull();
  });

  it('takes the region from regionid, then region, else Taipei', () => {
    expect(regionIdOf(params('regionid=17&region=3'))).toBe(17);
    expect(regionIdOf(params('region=3'))).toBe(3);
    expect(regionIdOf(params('regionid=99'))).toBe(1);
  });

  it('names the search after what it looks for', () => {
    expect(searchName(params('shType=list'))).toBe('中古屋出售');
    expect(searchName(params('shType=host'))).toBe('屋主自售');
    expect(searchName(params('shType=list&label=13'))).toBe('急售好屋');
    expect(searchName(params('shType=list&kind=22'))).toBe('法拍屋');
  });

  it('drops districts, price bands and the page when the region changes', () => {
    const next = withRegion(
      params('shType=list&regionid=1&section=5&price=_1000&kind=9&page=3'),
      8,
    );
    expect(next.toString()).toBe('shType=list&regionid=8&kind=9');
  });
});
