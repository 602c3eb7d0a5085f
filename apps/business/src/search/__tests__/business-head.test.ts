import { describe, expect, it } from 'vitest';
import { businessListHead } from '../business-head.ts';
import type { BusinessList } from '../business-list-data.ts';

const data = (search: string, total = 1234): BusinessList =>
  ({
    search,
    results: { total, page: 1, pageSize: 30, items: [] },
    region: {
      id: 1,
      name: '台北市',
      districts: [
        { id: 5, regionId: 1, name: '大安區', zipcode: 106 },
        { id: 7, regionId: 1, name: '信義區', zipcode: 110 },
      ],
    },
    circles: [{ id: 2, regionId: 1, name: '東區商圈', lat: 25, lng: 121 }],
    invalid: false,
  }) as unknown as BusinessList;

describe('the business list head', () => {
  it('names region, kind and deal with the total', () => {
    const head = businessListHead(data('type=1&region=1&kind=5'));
    expect(head.title).toBe('台北市店面出租，共 1,234 筆 - 591商用不動產');
    expect(head.description).toMatch(/^台北市店面出租共 1,234 筆/);
  });

  it('names the districts and business circles chosen', () => {
    expect(businessListHead(data('type=6&kind=5&section=5,7&circle=2', 3)).title).toBe(
      '台北市大安區・信義區・東區商圈店面頂讓，共 3 筆 - 591商用不動產',
    );
  });

  it('ignores ids that are not the region’s', () => {
    expect(businessListHead(data('type=2&section=99&circle=40', 0)).title).toBe(
      '台北市商用物件出售，共 0 筆 - 591商用不動產',
    );
  });
});
