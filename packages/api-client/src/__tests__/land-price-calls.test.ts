import { describe, expect, it, vi } from 'vitest';
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

  it('asks for the clusters of a map view tile by tile, with the list’s own query, as one answer of what the view touches', async () => {
    const tile = (x: number, y: number, count: number) => ({
      zoom: 12,
      total: count,
      priceUnit: '元/月',
      clusters: [
        {
          lat: 25.04,
          lng: 121.55,
          count,
          minPrice: 1,
          maxPrice: 2,
          cell: [25.03, 121.54, 25.05, 121.56],
        },
        // In the tile but beyond the view: not drawn.
        {
          lat: 25.2,
          lng: 121.55,
          count: 1000,
          minPrice: 1,
          maxPrice: 2,
          cell: [25.19, 121.54, 25.21, 121.56],
        },
      ],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push({ request, body: '' });
        const [x, y] = new URL(request.url).pathname.split('/').slice(-2).map(Number);
        return Response.json(tile(x!, y!, x! - 3400 + y!));
      }),
    );
    // Two tiles across and one down at zoom 12: 3430 and 3431 of row 1753.
    const merged = await fetchClusters(
      'rent',
      new URLSearchParams('region=1&kind=2&bbox=121.5,25.03,121.6,25.05&zoom=12'),
    );
    const paths = sent.map(({ request }) => new URL(request.url).pathname).sort();
    expect(paths).toEqual(['/v1/rent/map/tiles/12/3430/1753', '/v1/rent/map/tiles/12/3431/1753']);
    expect(query().host).toMatch(/^api\./);
    expect(Object.fromEntries(query().searchParams)).toEqual({ region: '1', kind: '2' });
    expect(merged.zoom).toBe(12);
    expect(merged.clusters.map((cluster) => cluster.count).sort()).toEqual([1783, 1784]);
    expect(merged.total).toBe(1783 + 1784);
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
