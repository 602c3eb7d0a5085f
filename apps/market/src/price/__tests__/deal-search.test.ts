import { describe, expect, it } from 'vitest';
import { dealApiQuery, parseDealSearch } from '../deal-search.ts';

describe('the 實價登錄 page’s search', () => {
  it('reads the header’s link (regionid) with the page’s defaults', () => {
    expect(parseDealSearch(new URLSearchParams('regionid=3'))).toEqual({
      regionId: 3,
      sectionId: null,
      kind: 'sale',
      months: 12,
      special: true,
      type: null,
      rooms: null,
      age: null,
      unitPrice: null,
      road: null,
      community: null,
      homes: false,
      project: null,
      rentType: null,
      area: { min: null, max: null },
      order: 'date',
      orderType: 'desc',
      page: 1,
    });
  });

  it('passes on what a listing’s or a project’s link narrows the deals to', () => {
    const sale = parseDealSearch(
      new URLSearchParams('regionid=1&sectionid=5&road=復興南路一段&type=tower&months=24&homes=1'),
    );
    expect(Object.fromEntries(dealApiQuery(sale, { page: false }))).toMatchObject({
      sectionid: '5',
      road: '復興南路一段',
      type: 'tower',
      homes: '1',
    });
    const rent = parseDealSearch(
      new URLSearchParams('regionid=1&kind=rent&rentType=whole&areaMin=20&areaMax=30&community=x'),
    );
    expect(Object.fromEntries(dealApiQuery(rent, { page: false }))).toMatchObject({
      rentType: 'whole',
      areaMin: '20',
      areaMax: '30',
    });
    expect(rent.community).toBeNull();
    const odd = parseDealSearch(new URLSearchParams('regionid=1&rentType=castle&areaMin=-3'));
    expect([odd.rentType, odd.area.min]).toEqual([null, null]);
  });

  it('asks for the home the visitor chose: type, rooms, age band and unit-price range', () => {
    const search = parseDealSearch(
      new URLSearchParams('regionid=1&type=tower&rooms=4&age=30-&price=50_70'),
    );
    expect(Object.fromEntries(dealApiQuery(search, { page: false }))).toEqual({
      regionid: '1',
      kind: 'sale',
      months: '12',
      special: '1',
      type: 'tower',
      rooms: '4',
      ageMin: '30',
      unitPriceMin: '50',
      unitPriceMax: '70',
    });
    const open = parseDealSearch(new URLSearchParams('regionid=1&age=10-20&price=_30'));
    expect(Object.fromEntries(dealApiQuery(open, { page: false }))).toMatchObject({
      ageMin: '10',
      ageMax: '20',
      unitPriceMax: '30',
    });
  });

  it('leaves out a type, rooms, age or range that is not one of its choices', () => {
    const search = parseDealSearch(
      new URLSearchParams('regionid=1&type=castle&rooms=9&age=3-7&price=80_50'),
    );
    expect(search).toMatchObject({ type: null, rooms: null, age: null, unitPrice: null });
  });

  it('falls back to the defaults for what is not one of its choices', () => {
    const search = parseDealSearch(
      new URLSearchParams('regionid=x&kind=lease&months=999&order=price&page=-2&sectionid=大安'),
    );
    expect(search).toMatchObject({
      regionId: 1,
      sectionId: null,
      kind: 'sale',
      months: 12,
      order: 'date',
      page: 1,
    });
  });

  it('asks the API for a page of deals, and for the trend without order or page', () => {
    const search = parseDealSearch(
      new URLSearchParams('regionid=1&sectionid=5&kind=rent&months=24&special=0&page=3'),
    );
    expect(Object.fromEntries(dealApiQuery(search))).toEqual({
      regionid: '1',
      kind: 'rent',
      months: '24',
      special: '0',
      sectionid: '5',
      order: 'date',
      orderType: 'desc',
      page: '3',
      pageSize: '30',
    });
    expect(Object.fromEntries(dealApiQuery(search, { page: false }))).toEqual({
      regionid: '1',
      kind: 'rent',
      months: '24',
      special: '0',
      sectionid: '5',
    });
  });
});
