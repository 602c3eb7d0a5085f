import type { ListingFilters } from '@591/api-client';
import { describe, expect, it } from 'vitest';
import { saleHead } from '../sale-head.ts';
import type { SaleList } from '../sale-page-data.ts';

const list = (query: string, total: number): SaleList => ({
  view: 'list',
  query,
  results: { total, page: 1, pageSize: 30, items: [] },
  filters: {} as ListingFilters,
  region: {
    id: 1,
    name: '台北市',
    lat: 25.0375,
    lng: 121.5637,
    group: 'north',
    districts: [{ id: 5, regionId: 1, name: '大安區', zipcode: 106, lat: 25.0268, lng: 121.5436 }],
  },
  invalid: false,
});

describe('sale page head', () => {
  it('names the region, the kind of search and the total', () => {
    expect(saleHead(list('shType=list&regionid=1', 1234)).title).toBe(
      '台北市中古屋出售，共 1,234 筆 - 591售屋網',
    );
    expect(saleHead(list('shType=host&regionid=1', 47)).title).toBe(
      '台北市屋主自售，共 47 筆 - 591售屋網',
    );
  });

  it('names the district when exactly one is chosen', () => {
    expect(saleHead(list('shType=list&section=5&label=1', 3)).title).toBe(
      '台北市大安區降價好屋，共 3 筆 - 591售屋網',
    );
    expect(saleHead(list('shType=list&section=5,7', 3)).title).toMatch(/^台北市中古屋出售/);
  });

  it('keeps the plain landing the same for every region', () => {
    const landing = {
      view: 'landing' as const,
      query: '',
      regionId: null,
      newest: { total: 0, page: 1, pageSize: 6, items: [] },
      filters: {} as ListingFilters,
    };
    expect(saleHead(landing).title).toBe('中古屋・買屋 - 591售屋網');
    expect(saleHead({ ...landing, regionId: 17 }).title).toBe('高雄市中古屋・買屋 - 591售屋網');
  });
});
