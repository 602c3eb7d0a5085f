import { describe, expect, it } from 'vitest';
import { rentListHead, searchSummary } from '../list-head.ts';
import type { RentList } from '../rent-list.ts';

const data = (search: string, total = 1234): RentList =>
  ({
    search,
    results: { total, page: 1, pageSize: 30, items: [] },
    filters: { kinds: [{ id: 2, name: '獨立套房' }] },
    region: {
      id: 1,
      name: '台北市',
      districts: [
        { id: 5, regionId: 1, name: '大安區', zipcode: 106 },
        { id: 7, regionId: 1, name: '信義區', zipcode: 110 },
      ],
    },
    metroLines: null,
    universities: null,
  }) as unknown as RentList;

describe('the rent list head', () => {
  it('names the region, districts, kinds and landlord-only search in words', () => {
    const search = 'region=1&section=5,7&kind=2&shType=host';
    expect(searchSummary(data(search), new URLSearchParams(search))).toBe(
      '台北市大安區・信義區 獨立套房 屋主直租',
    );
  });

  it('gives each search a title with its total and a description', () => {
    const head = rentListHead(data('region=1&section=7'));
    expect(head.title).toBe('台北市信義區租屋，共 1,234 筆 - 591租屋網');
    expect(head.description).toMatch(/^台北市信義區出租物件共 1,234 筆/);
  });

  it('ignores ids that are not the region’s', () => {
    expect(rentListHead(data('region=1&section=99&kind=77', 0)).title).toBe(
      '台北市租屋，共 0 筆 - 591租屋網',
    );
  });
});
