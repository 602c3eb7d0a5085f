import { describe, expect, it } from 'vitest';
import { fetchLandMap, fetchPriceRecords, fetchPriceTrends } from '../land-prices.ts';
import { answer, sent } from './answer-fetch.ts';

const query = (index = 0) => new URL(sent[index]!.request.url);

describe('land price calls', () => {
  it('asks the api host for a district’s trend over the years chosen', async () => {
    answer({ regionId: 1, unit: '萬/坪', quarters: [] });
    await fetchPriceTrends(new URLSearchParams('region=1&section=5&years=3'));
    expect(query().host).toMatch(/^api\./);
    expect(query().pathname).toBe('/v1/land/price-trends');
    expect(Object.fromEntries(query().searchParams)).toEqual({
      region: '1',
      section: '5',
      years: '3',
    });
  });

  it('asks for one sorted page of price records', async () => {
    answer({ total: 0, page: 2, pageSize: 20, items: [] });
    await fetchPriceRecords(new URLSearchParams('region=3&order=area&orderType=asc&page=2'));
    expect(query().pathname).toBe('/v1/land/price-records');
    expect(query().searchParams.get('order')).toBe('area');
    expect(query().searchParams.get('page')).toBe('2');
  });

  it('asks for a region’s map points in one mode', async () => {
    answer({ regionId: 8, mode: 'real-price', center: { lat: 0, lng: 0 }, total: 0, points: [] });
    await fetchLandMap({ region: 8, mode: 'real-price' });
    expect(query().pathname).toBe('/v1/land/map');
    expect(Object.fromEntries(query().searchParams)).toEqual({ region: '8', mode: 'real-price' });
  });
});
