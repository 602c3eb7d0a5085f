import { describe, expect, it } from 'vitest';
import { parseProjectSearch, projectApiQuery, searchTitle } from '../project-search.ts';

const parse = (query: string) => parseProjectSearch(new URLSearchParams(query));

describe('parseProjectSearch', () => {
  it("reads the header menu's links", () => {
    expect(parse('regionid=3&build_type=1')).toMatchObject({ regionId: 3, buildType: 1 });
    expect(parse('regionid=1&now=1').newlyOpened).toBe(true);
    expect(parse('regionid=1&type=1').metro).toBe(true);
  });

  it('drops what is not one of the choices instead of failing', () => {
    const search = parse(
      'regionid=1&build_type=3&price=9&unitprice=1_2&rooms=7&shape=castle&tag=x&order=best&page=-2',
    );
    expect(search).toMatchObject({
      buildType: null,
      price: null,
      unitPrice: null,
      rooms: null,
      shape: null,
      tag: null,
      order: 'opened',
      page: 1,
    });
  });

  it('keeps a total-price band by its position within the region', () => {
    expect(parse('regionid=1&price=6').price).toBe(6);
    expect(parse('regionid=1&price=0').price).toBe(0);
  });
});

describe('projectApiQuery', () => {
  it('asks the API for the filters in use only', () => {
    const query = projectApiQuery(parse('regionid=1&sectionid=5&build_type=2&tag=近捷運&price=0'));
    expect(Object.fromEntries(query)).toEqual({
      regionid: '1',
      sectionid: '5',
      build_type: '2',
      tag: '近捷運',
      price: '0',
      order: 'opened',
      page: '1',
      pageSize: '20',
    });
  });

  it('asks for panoramas only on the VR page', () => {
    const search = parseProjectSearch(new URLSearchParams('regionid=1'), { vr: true });
    expect(projectApiQuery(search).get('vr')).toBe('1');
  });
});

describe('searchTitle', () => {
  it('names the kind the list shows', () => {
    expect(searchTitle(parse('regionid=1&build_type=1'), '台北市')).toBe('台北市預售屋');
    expect(searchTitle(parse('regionid=1&type=1'), '台北市')).toBe('台北市捷運宅');
    expect(searchTitle(parse('regionid=1'), '台北市大安區')).toBe('台北市大安區全部建案');
  });
});
