import { describe, expect, it } from 'vitest';
import { parsePriceSearch, priceApiQueries, withPriceRegion } from '../price-search.ts';

const search = (query: string) => parsePriceSearch(new URLSearchParams(query));

describe('price page search', () => {
  it('reads region, district, years and the records’ order and page from the URL', () => {
    expect(search('region=3&section=40&years=2&order=area&orderType=asc&page=3')).toEqual({
      regionId: 3,
      sectionId: 40,
      years: 2,
      order: 'area',
      orderType: 'asc',
      page: 3,
    });
  });

  it('falls back to Taipei, five years and the newest records for hand-edited values', () => {
    expect(search('region=99&section=x&years=11&order=price&page=0')).toEqual({
      regionId: 1,
      sectionId: null,
      years: 5,
      order: 'date',
      orderType: 'desc',
      page: 1,
    });
  });

  it('asks the API for the district only when one is chosen', () => {
    const queries = priceApiQueries(search('region=1&years=3'));
    expect(queries.trends.toString()).toBe('region=1&years=3');
    expect(queries.records.get('section')).toBeNull();
    expect(queries.records.get('pageSize')).toBe('20');
  });

  it('drops the district and the page when the region changes', () => {
    const next = withPriceRegion(new URLSearchParams('region=1&section=5&page=2&years=3'), 8);
    expect(next.toString()).toBe('region=8&years=3');
  });
});
