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
      order: 'date',
      orderType: 'desc',
      page: 1,
    });
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
