import { describe, expect, it } from 'vitest';
import { fetchPriceRecords, fetchPriceTrends } from '../land-prices.ts';
import { fetchClusters, fetchPriceRecordClusters } from '../map-clusters.ts';
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

  it('asks for the clusters of a map view with the list’s own query', async () => {
    answer({ zoom: 12, total: 0, priceUnit: '元/月', clusters: [] });
    await fetchClusters(
      'rent',
      new URLSearchParams('region=1&kind=2&bbox=121.4,25,121.6,25.1&zoom=12'),
    );
    expect(query().host).toMatch(/^api\./);
    expect(query().pathname).toBe('/v1/rent/map/clusters');
    expect(Object.fromEntries(query().searchParams)).toEqual({
      region: '1',
      kind: '2',
      bbox: '121.4,25,121.6,25.1',
      zoom: '12',
    });
  });

  it('asks for the clusters of the register’s records', async () => {
    answer({ zoom: 11, total: 0, priceUnit: '萬/坪', clusters: [] });
    await fetchPriceRecordClusters(
      new URLSearchParams('region=8&years=2&bbox=120.5,24,120.8,24.3&zoom=11'),
    );
    expect(query().pathname).toBe('/v1/land/price-records/clusters');
    expect(query().searchParams.get('years')).toBe('2');
  });
});
